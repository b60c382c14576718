import { Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBuildingBank, IconExternalLink, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FoerderDimension, foerderLabel } from '../../../../shared/domain/foerderung';
import { formatPrice } from '../../../../shared/domain/format';
import type { FmMatrix } from '../../../../shared/schemas/content';
import { RichText } from '../../../components/content/RichText';
import { INVESTOR_SERVICE, telHref } from '../../../config';
import { useLang } from '../../../hooks/useLang';
import { sanitizeHtml } from '../../../lib/sanitize';

/** The investment range of a programme in EUR, e.g. '10.000 € bis 300.000 €' / '€10,000 to €300,000'. */
export function useInvestitionsrahmen() {
  const { t } = useTranslation();
  const lang = useLang();
  return (entry: Pick<FmMatrix, 'investitionenvon' | 'investitionenbis'>): string => {
    const von = formatPrice(entry.investitionenvon, lang);
    const bis = formatPrice(entry.investitionenbis, lang);
    if (von && bis) return t('foerderkompass.detail.range.both', { von, bis });
    if (von) return t('foerderkompass.detail.range.from', { von });
    if (bis) return t('foerderkompass.detail.range.to', { bis });
    return t('foerderkompass.detail.range.none');
  };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="petrol.8" style={{ letterSpacing: '0.08em' }}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/**
 * The detail of a funding programme: name, funding body, target group, short and detailed description
 * (sanitised HTML), investment range and a link to the funding body in a new tab.
 */
export function FoerderDetail({ entry, titleId }: { entry: FmMatrix; titleId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rahmen = useInvestitionsrahmen();
  const en = lang === 'en';
  const codes = (dimension: FoerderDimension) => entry[dimension].map((c) => foerderLabel(dimension, c, lang));

  return (
    <Stack gap="lg" data-testid="foerder-detail">
      <div>
        <Title order={2} id={titleId} c="brand.9" size="h3">
          {en ? entry.name_en : entry.name_de}
        </Title>
        <Group gap={6} mt={8} wrap="nowrap" align="flex-start" c="gray.7">
          <IconBuildingBank size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            <Text span fw={600} size="sm">
              {t('foerderkompass.detail.foerderstelle')}:
            </Text>{' '}
            {entry.foerderstelle}
          </Text>
        </Group>
        <Group gap={6} mt="sm">
          {entry.foerderarten.map((code) => (
            <Badge key={code} variant="light" color="petrol" radius="sm" tt="none">
              {foerderLabel('foerderarten', code, lang)}
            </Badge>
          ))}
        </Group>
      </div>

      <Text size="lg" c="gray.8" fw={500}>
        {en ? entry.kurzbeschreibung_en : entry.kurzbeschreibung_de}
      </Text>

      <Paper bg="var(--sp-surface)" p="md" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Fact label={t('foerderkompass.detail.zielgruppe')}>
            <Text size="sm">{en ? entry.zielgruppe_en : entry.zielgruppe_de}</Text>
          </Fact>
          <Fact label={t('foerderkompass.detail.investitionen')}>
            <Text size="sm" data-testid="foerder-range">
              {rahmen(entry)}
            </Text>
          </Fact>
          <Fact label={t('foerderkompass.filters.unternehmensgroessen')}>
            <Text size="sm">{codes('unternehmensgroessen').join(' · ')}</Text>
          </Fact>
          <Fact label={t('foerderkompass.filters.vorhaben')}>
            <Text size="sm">{codes('vorhaben').join(' · ')}</Text>
          </Fact>
        </SimpleGrid>
      </Paper>

      <div>
        <Title order={3} size="h4" c="brand.9" mb="xs">
          {t('foerderkompass.detail.beschreibung')}
        </Title>
        <RichText html={sanitizeHtml(en ? entry.detailbeschreibung_en : entry.detailbeschreibung_de)} />
      </div>

      {entry.schwerpunkte.length > 0 && (
        <Fact label={t('foerderkompass.filters.schwerpunkte')}>
          <Group gap={6} mt={4}>
            {codes('schwerpunkte').map((label) => (
              <Badge key={label} variant="outline" color="brand" radius="sm" tt="none">
                {label}
              </Badge>
            ))}
          </Group>
        </Fact>
      )}

      {entry.url && (
        <Group>
          <Button
            component="a"
            href={entry.url}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden />}
            data-testid="foerder-link"
          >
            {t('foerderkompass.detail.link')}
            <VisuallyHidden component="span"> ({t('common.opensInNewTab')})</VisuallyHidden>
          </Button>
        </Group>
      )}

      <Divider />
      <div>
        <Text fw={700} c="brand.9">
          {t('foerderkompass.detail.adviceTitle')}
        </Text>
        <Text size="sm" c="gray.7" mt={4}>
          {t('foerderkompass.detail.adviceText')}
        </Text>
        <Group gap="lg" mt="sm">
          <Group gap={6} component="span">
            <IconMail size={16} aria-hidden />
            <a href={`mailto:${INVESTOR_SERVICE.email}`}>{INVESTOR_SERVICE.email}</a>
          </Group>
          <Group gap={6} component="span">
            <IconPhone size={16} aria-hidden />
            <a href={telHref(INVESTOR_SERVICE.phone)}>{INVESTOR_SERVICE.phone}</a>
          </Group>
        </Group>
      </div>
    </Stack>
  );
}
