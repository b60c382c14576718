import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AGENCY, INVESTOR_SERVICE, telHref } from '../../config';
import { LegalSections } from './LegalSections';

/** Imprint: media owner block from config, then the catalogue's sections. */
export function ImprintPanel({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <section>
        <Title order={headingOrder} size="h4" mb={6} c="brand.9">
          {t('overlay.imprint.owner')}
        </Title>
        <Text fw={600}>{AGENCY.name}</Text>
        <Text>
          {AGENCY.street}, {AGENCY.postcode} {AGENCY.city}, {t('common.country')}
        </Text>
        <Text>
          {t('common.phone')}: <Anchor href={telHref(AGENCY.phone)}>{AGENCY.phone}</Anchor> · {t('common.email')}:{' '}
          <Anchor href={`mailto:${AGENCY.email}`}>{AGENCY.email}</Anchor>
        </Text>
      </section>
      <LegalSections text="imprint" headingOrder={headingOrder} />
    </Stack>
  );
}

export function TermsPanel({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  return <LegalSections text="terms" headingOrder={headingOrder} />;
}

export function PrivacyPanel({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  return <LegalSections text="privacy" headingOrder={headingOrder} />;
}

/** The agency's contact (spec 2 'contactEcoplus'): investor service and office. */
export function ContactPanel({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text size="lg" c="gray.8">
        {t('overlay.contactEcoplus.lead')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder p="lg" bg="brand.0" style={{ borderColor: 'var(--mantine-color-brand-1)' }}>
          <Title order={headingOrder} size="h4" mb="sm" c="brand.9">
            {t('overlay.contactEcoplus.investorService')}
          </Title>
          <Text size="sm" c="gray.7" mb="sm">
            {t('footer.investorServiceText')}
          </Text>
          <Stack gap={8}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" size="md" radius="xl" aria-hidden>
                <IconMail size={16} />
              </ThemeIcon>
              <Anchor href={`mailto:${INVESTOR_SERVICE.email}`} style={{ wordBreak: 'break-all' }}>
                {INVESTOR_SERVICE.email}
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" size="md" radius="xl" aria-hidden>
                <IconPhone size={16} />
              </ThemeIcon>
              <Anchor href={telHref(INVESTOR_SERVICE.phone)}>{INVESTOR_SERVICE.phone}</Anchor>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={headingOrder} size="h4" mb="sm" c="brand.9">
            {t('overlay.contactEcoplus.office')}
          </Title>
          <Stack gap={8}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="petrol" size="md" radius="xl" aria-hidden>
                <IconMapPin size={16} />
              </ThemeIcon>
              <Text>
                {AGENCY.name}
                <br />
                {AGENCY.street}, {AGENCY.postcode} {AGENCY.city}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon variant="light" color="petrol" size="md" radius="xl" aria-hidden>
                <IconPhone size={16} />
              </ThemeIcon>
              <Anchor href={telHref(AGENCY.phone)}>{AGENCY.phone}</Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" color="petrol" size="md" radius="xl" aria-hidden>
                <IconClock size={16} />
              </ThemeIcon>
              <Text>
                <Text span fw={600}>
                  {t('overlay.contactEcoplus.hoursLabel')}:
                </Text>{' '}
                {t('overlay.contactEcoplus.hours')}
              </Text>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Group gap="sm">
        <Button component="a" href={`mailto:${INVESTOR_SERVICE.email}`} leftSection={<IconMail size={18} />}>
          {t('overlay.contactEcoplus.writeUs')}
        </Button>
        <Button
          component="a"
          href={telHref(INVESTOR_SERVICE.phone)}
          variant="default"
          leftSection={<IconPhone size={18} />}
        >
          {t('overlay.contactEcoplus.callUs')}
        </Button>
      </Group>
    </Stack>
  );
}
