import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../../shared/domain/format';
import { sridLabel } from '../../../../../shared/domain/themenlayer';
import type { ThemenlayerBericht } from '../../../../data/admin-themenlayer';
import { useLang } from '../../../../hooks/useLang';
import { layerName } from '../layerForm';

/** The report of one import: what the file held and what became of it, how long it took and in which system. */
export function ImportReport({ bericht, dateiname }: { bericht: ThemenlayerBericht; dateiname: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const zahl = (n: number) => formatNumber(n, lang, 0);
  const kacheln = [
    { key: 'gelesen', value: zahl(bericht.gelesen) },
    { key: 'importiert', value: zahl(bericht.importiert) },
    { key: 'repariert', value: zahl(bericht.repariert) },
    { key: 'verworfen', value: zahl(bericht.verworfen) },
    {
      key: 'dauer',
      // Below a second in milliseconds: a small file's '0,0 s' would read as if nothing happened.
      value:
        bericht.ms < 1000
          ? t('admin.themenlayer.report.milliseconds', { value: zahl(bericht.ms) })
          : t('admin.themenlayer.report.seconds', { value: formatNumber(bericht.ms / 1000, lang, 1, 1) }),
    },
    { key: 'srid', value: sridLabel(bericht.srid) },
  ] as const;
  return (
    <Stack gap="sm" data-testid="themenlayer-report">
      <Title order={3} size="h4" c="brand.9" style={{ overflowWrap: 'anywhere' }}>
        {t('admin.themenlayer.report.title', { name: dateiname })}
      </Title>
      <Text fw={600} data-testid="themenlayer-report-layer">
        {t('admin.themenlayer.report.layer', { name: layerName(bericht.layer, lang), count: bericht.layer.flaechen })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="dl" m={0}>
        {kacheln.map(({ key, value }) => (
          <Paper key={key} withBorder radius="md" p="sm" data-testid={`themenlayer-report-${key}`}>
            <Text component="dt" size="sm" c="gray.7">
              {t(`admin.themenlayer.report.${key}`)}
            </Text>
            <Text component="dd" m={0} fw={700} size={key === 'srid' ? 'sm' : 'xl'}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="gray.7">
        {t('admin.themenlayer.report.hint')}
      </Text>
    </Stack>
  );
}
