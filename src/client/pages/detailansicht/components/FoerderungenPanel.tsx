import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { foerderLabel, foerderQueryFuerStandort } from '../../../../shared/domain/foerderung';
import { type Lang, routePath } from '../../../../shared/domain/routes';
import type { StandortFoerderungen } from '../../../../shared/schemas/foerderung-standort';
import { standortFoerderungenQuery } from '../../../data/foerderung-standort';
import { useLang } from '../../../hooks/useLang';
import { bezirkName } from '../../../lib/objektText';

/**
 * A programme's hints ("fits your project: …"): badges whose text wraps on a narrow screen instead of being
 * cut off with an ellipsis, as a badge's single line would be.
 */
const HINWEIS = {
  variant: 'light',
  radius: 'sm',
  tt: 'none',
  h: 'auto',
  py: 3,
  styles: { label: { whiteSpace: 'normal', overflow: 'visible' } },
} as const;

/** The funding guide's address 'for this site': the district and, with a profile, its size and project types. */
function kompassLink(answer: StandortFoerderungen | undefined, bezirk: string | null, lang: Lang) {
  const query = foerderQueryFuerStandort(bezirk, answer?.profil ?? null);
  return `${routePath('foerderkompass', lang)}${query ? `?${query}` : ''}`;
}

/**
 * 'Funding for this site' (issue #27): the programmes that apply in the property's district, ranked for the
 * logged-in user's company profile with why each fits, and the funding guide opened with the same filters.
 */
export function FoerderungenPanel({ objektId, bezirk }: { objektId: string; bezirk: string | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = useQuery(standortFoerderungenQuery(objektId, lang));
  const answer = query.data;
  return (
    <Paper
      withBorder
      p="lg"
      radius="lg"
      shadow="xs"
      component="section"
      aria-labelledby="detail-foerderungen-title"
      aria-busy={query.isPending}
      data-testid="detail-foerderungen"
    >
      <Title id="detail-foerderungen-title" order={2} size="h4" c="brand.9" mb={4}>
        {t('objekt.foerderungen.title')}
      </Title>
      {answer && (
        <Text size="sm" c="gray.7" mb="sm" data-testid="detail-foerderungen-intro">
          {bezirk
            ? t('objekt.foerderungen.intro', { count: answer.gesamt, bezirk: bezirkName(bezirk) })
            : t('objekt.foerderungen.introOhneBezirk', { count: answer.gesamt })}{' '}
          {answer.profil ? t('objekt.foerderungen.nachProfil') : ''}
        </Text>
      )}
      {query.isPending && (
        <Stack gap="sm" aria-hidden>
          <Skeleton height={14} width="60%" />
          <Skeleton height={12} />
          <Skeleton height={14} width="50%" mt="xs" />
          <Skeleton height={12} />
        </Stack>
      )}
      {query.isError && (
        <Group gap="sm" role="alert" data-testid="detail-foerderungen-error">
          <Text size="sm" c="red.8">
            {t('objekt.foerderungen.error')}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            {t('objekt.foerderungen.retry')}
          </Button>
        </Group>
      )}
      {answer && answer.foerderungen.length === 0 && (
        <Text size="sm" data-testid="detail-foerderungen-empty">
          {t('objekt.foerderungen.empty')}
        </Text>
      )}
      {answer && answer.foerderungen.length > 0 && (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {answer.foerderungen.map((f) => (
            <li key={f.id} data-testid="detail-foerderung">
              <Anchor component={Link} to={routePath('foerderkompass', lang, { foerderId: f.id })} fw={700}>
                {f.name}
              </Anchor>
              <Text size="sm" c="gray.8" lineClamp={2}>
                {f.kurzbeschreibung}
              </Text>
              {(f.regional || f.treffer?.groesse || !!f.treffer?.vorhaben.length) && (
                <Group gap={6} mt={4}>
                  {f.treffer?.groesse && (
                    <Badge {...HINWEIS} color="green" data-testid="foerderung-treffer-groesse">
                      {t('objekt.foerderungen.passtGroesse')}
                    </Badge>
                  )}
                  {!!f.treffer?.vorhaben.length && (
                    <Badge {...HINWEIS} color="green" data-testid="foerderung-treffer-vorhaben">
                      {t('objekt.foerderungen.passtVorhaben', {
                        vorhaben: f.treffer.vorhaben.map((code) => foerderLabel('vorhaben', code, lang)).join(', '),
                      })}
                    </Badge>
                  )}
                  {f.regional && (
                    <Badge {...HINWEIS} color="petrol">
                      {t('objekt.foerderungen.regional')}
                    </Badge>
                  )}
                </Group>
              )}
            </li>
          ))}
        </Stack>
      )}
      {!query.isError && (
        <Anchor
          component={Link}
          to={kompassLink(answer, bezirk, lang)}
          size="sm"
          fw={700}
          mt="md"
          display="inline-block"
          data-testid="detail-foerderungen-kompass"
        >
          <Group gap={4} component="span">
            {answer && answer.gesamt > answer.foerderungen.length
              ? t('objekt.foerderungen.alleImKompass', { count: answer.gesamt })
              : t('objekt.foerderungen.imKompass')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Paper>
  );
}
