import { Anchor, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { INVESTOR_SERVICE } from '../config';
import { useLocalFlag } from '../lib/localFlag';

/** localStorage key remembering that this browser hid the notice. */
export const SEEKER_NOTICE_HIDDEN_KEY = 'seekerNoticeHidden';

/** Spec 1: for seekers without a match, suggests taking over an existing company; hideable per browser. */
export function SeekerNotice() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useLocalFlag(SEEKER_NOTICE_HIDDEN_KEY);
  if (hidden) return null;
  return (
    <Container pb={{ base: 48, md: 80 }}>
      <Paper
        p={{ base: 'lg', sm: 'xl' }}
        radius="lg"
        bg="gold.0"
        style={{ borderLeft: '6px solid var(--mantine-color-gold-5)' }}
        component="aside"
        aria-labelledby="seeker-notice-title"
        data-testid="seeker-notice"
      >
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <ThemeIcon size={48} radius="xl" color="gold" visibleFrom="xs" aria-hidden>
            <IconBulb size={26} />
          </ThemeIcon>
          <Stack gap={6} style={{ flex: 1 }}>
            <Title order={2} size="h4" id="seeker-notice-title" c="#3d2f00">
              {t('seekerNotice.title')}
            </Title>
            <Text c="#3d2f00">{t('seekerNotice.text')}</Text>
            <Group gap="lg" mt={6}>
              <Anchor href={`mailto:${INVESTOR_SERVICE.email}`} fw={700} c="brand.8">
                {INVESTOR_SERVICE.email}
              </Anchor>
              <Button
                variant="subtle"
                color="dark"
                size="compact-sm"
                leftSection={<IconEyeOff size={16} aria-hidden />}
                onClick={() => setHidden(true)}
              >
                {t('seekerNotice.hide')}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </Container>
  );
}
