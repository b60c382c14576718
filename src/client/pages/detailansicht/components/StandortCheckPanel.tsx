import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { standortcheckZeilen } from '../../../../shared/domain/standortcheck';
import { standortcheckQuery } from '../../../data/objekt';
import { useLang } from '../../../hooks/useLang';

/**
 * The site check of a property: per imported layer what the plot (or location) touches, with the layer's
 * source and date, and the note that it is no legal assessment. Nothing while loading or without layers.
 */
export function StandortCheckPanel({ objektId }: { objektId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(standortcheckQuery(objektId));
  if (!query.data || query.data.eintraege.length === 0) return null;
  const zeilen = standortcheckZeilen(query.data, lang, (key, values) => t(key, values));
  return (
    <Paper withBorder p="lg" radius="lg" shadow="xs" data-testid="detail-standortcheck">
      <Title order={2} size="h4" c="brand.9" mb={4}>
        {t('standortcheck.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('standortcheck.intro')}
      </Text>
      <Stack gap="sm">
        {zeilen.map((zeile) => (
          <div key={zeile.quelle}>
            <Text size="sm">
              <Text span fw={600}>
                {zeile.thema}:
              </Text>{' '}
              <Text span fw={zeile.betroffen ? 700 : 400} c={zeile.betroffen ? 'red.8' : undefined}>
                {zeile.ergebnis}
              </Text>
            </Text>
            <Text size="xs" c="gray.7">
              {zeile.quelle}
            </Text>
          </div>
        ))}
      </Stack>
      <Text size="xs" c="gray.7" mt="md" fs="italic">
        {t('standortcheck.disclaimer')}
      </Text>
    </Paper>
  );
}
