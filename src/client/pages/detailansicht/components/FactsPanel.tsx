import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Objekt } from '../../../../shared/schemas/objekt';
import { useLang } from '../../../hooks/useLang';
import classes from '../Detail.module.css';
import { keyFacts, priceRows } from '../facts';

/** Key facts (type, area, divisibility, hall height, plots, district, number) and the prices of each mode. */
export function FactsPanel({ objekt }: { objekt: Objekt }) {
  const { t } = useTranslation();
  const lang = useLang();
  const facts = keyFacts(objekt, lang);
  const prices = priceRows(objekt, lang);
  const amount = (value: string | null) => value ?? t('objekt.field.uponRequest');
  return (
    <Paper withBorder p="lg" radius="lg" shadow="xs" data-testid="detail-facts">
      <Title order={2} size="h4" c="brand.9" mb="sm">
        {t('objekt.detail.facts')}
      </Title>
      <Stack gap={8}>
        {facts.map((fact) => (
          <Group key={fact.label} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
            <Text className={classes.factLabel}>{t(`objekt.field.${fact.label}`)}</Text>
            <div className={classes.factValue}>
              <Text fw={600} size="sm">
                {fact.value}
              </Text>
              {fact.note && (
                <Text size="xs" c="gray.7">
                  {t('objekt.field.teilbarAb', { area: fact.note.area })}
                </Text>
              )}
            </div>
          </Group>
        ))}
      </Stack>
      {prices.length > 0 && (
        <>
          <Divider my="md" />
          <Stack gap="sm" data-testid="detail-prices">
            {prices.map((row) => (
              <div key={row.mode}>
                <Text fw={700} size="sm" c="brand.9" mb={4}>
                  {t(`objekt.field.${row.mode}`)}
                </Text>
                <Group justify="space-between" wrap="nowrap">
                  <Text className={classes.factLabel}>{t('objekt.field.preisGesamt')}</Text>
                  <Text fw={600} size="sm" c={row.total ? undefined : 'gray.7'}>
                    {amount(row.total)}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="nowrap">
                  <Text className={classes.factLabel}>{t('objekt.field.preisProQm')}</Text>
                  <Text fw={600} size="sm" c={row.proQm ? undefined : 'gray.7'}>
                    {amount(row.proQm)}
                  </Text>
                </Group>
              </div>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
