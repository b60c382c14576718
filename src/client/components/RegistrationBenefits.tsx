import { Button, List, Paper, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { claimFigure } from '../../shared/domain/claims';
import type { Lang } from '../../shared/domain/routes';
import { useLang } from '../hooks/useLang';
import { registerPath } from '../lib/authPaths';

export interface BenefitCounts {
  /** Number of properties a registered user sees (GET /api/objekt/anzahl), undefined while loading or on error. */
  objekte?: number;
  /** Number of funding programmes (GET /api/fm_matrix). */
  programme?: number;
  loading?: boolean;
  /**
   * The call to action: by default a link to the registration; a function makes it a button
   * (the login page switches its mode); null hides it (already registering or logged in).
   */
  onCta?: (() => void) | null;
  /** Where the registration leads back to after the first login (e.g. the listing's detail view). */
  next?: string;
}

/**
 * The benefit line about properties, from the number a registered user sees: 'more than N' with N rounded
 * down (shared/domain/claims.ts), the exact number when small, or 'all properties' while the number is unknown. The
 * one figure for the benefits list and the grey-object dialog.
 */
export function propertiesBenefit(t: TFunction, lang: Lang, count: number | undefined): string {
  if (count === undefined) return t('benefits.propertiesAll');
  const figure = claimFigure(count, lang);
  return figure === null ? t('benefits.propertiesExact', { count }) : t('benefits.properties', { count: figure });
}

/**
 * Spec 1 registration benefits: free; detail information on more than N properties incl. contact;
 * favourites; own listings; funding compass with more than M programmes. N and M come from live counts.
 */
export function RegistrationBenefits({ objekte, programme, loading = false, onCta, next }: BenefitCounts) {
  const { t } = useTranslation();
  const lang = useLang();
  const fundingLine = (count: number) => {
    const figure = claimFigure(count, lang);
    return figure === null ? t('benefits.fundingExact', { count }) : t('benefits.funding', { count: figure });
  };
  const lines = [
    t('benefits.free'),
    objekte !== undefined ? propertiesBenefit(t, lang, objekte) : null,
    t('benefits.favourites'),
    t('benefits.listings'),
    programme !== undefined ? fundingLine(programme) : null,
  ];
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} h="100%" data-testid="registration-benefits">
      <Title order={2} size="h3" c="brand.9" mb="lg">
        {t('benefits.title')}
      </Title>
      <List
        spacing="sm"
        center
        icon={
          <ThemeIcon color="petrol" size={26} radius="xl" aria-hidden>
            <IconCheck size={16} stroke={3} />
          </ThemeIcon>
        }
      >
        {lines.map((line, i) =>
          line ? (
            <List.Item key={line}>
              <Text>{line}</Text>
            </List.Item>
          ) : loading ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions of the benefit list
            <List.Item key={`skeleton-${i}`}>
              <Skeleton height={14} width={220} radius="sm" />
            </List.Item>
          ) : null,
        )}
      </List>
      {onCta === undefined && (
        <Button
          component={Link}
          to={registerPath(lang, next)}
          mt="xl"
          size="md"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          data-testid="benefits-register"
        >
          {t('benefits.cta')}
        </Button>
      )}
      {onCta && (
        <Button mt="xl" size="md" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={onCta}>
          {t('benefits.cta')}
        </Button>
      )}
    </Paper>
  );
}
