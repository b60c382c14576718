import { Button, Checkbox, Container, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCamera, IconMapPin, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Advertise a property' (spec 5): what happens next, and the confirmation that the user is owner,
 * lawful landlord or broker with sole mandate — required before a property can be created.
 */
export function AdvertiseIntro({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  return (
    <Container size="sm" py={{ base: 32, md: 64 }} data-testid="advertise-intro">
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <Title order={1} size="h2" c="brand.9">
            {t('objekt.advertise.title')}
          </Title>
          <Text size="lg" c="gray.7">
            {t('objekt.advertise.lead')}
          </Text>
          <List spacing="sm" center>
            {[
              { icon: <IconMapPin size={16} />, text: t('objekt.advertise.step1') },
              { icon: <IconCamera size={16} />, text: t('objekt.advertise.step2') },
              { icon: <IconSend size={16} />, text: t('objekt.advertise.step3') },
            ].map((step) => (
              <List.Item
                key={step.text}
                icon={
                  <ThemeIcon variant="light" radius="xl" size={30} aria-hidden>
                    {step.icon}
                  </ThemeIcon>
                }
              >
                {step.text}
              </List.Item>
            ))}
          </List>
          <Paper bg="var(--sp-surface)" p="md" radius="md">
            <Checkbox
              checked={checked}
              onChange={(e) => setChecked(e.currentTarget.checked)}
              label={t('objekt.advertise.confirmLabel')}
              size="md"
              data-testid="advertise-confirm"
            />
          </Paper>
          <Button
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            disabled={!checked}
            onClick={onConfirm}
            style={{ alignSelf: 'flex-start' }}
            data-testid="advertise-continue"
          >
            {t('objekt.advertise.continue')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
