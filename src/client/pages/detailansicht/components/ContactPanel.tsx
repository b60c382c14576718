import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RegistrationBenefits } from '../../../components/RegistrationBenefits';
import { INVESTOR_SERVICE, telHref } from '../../../config';
import { useFmMatrix, useObjektAnzahl } from '../../../data/queries';
import { contactLines } from '../facts';

/** The listing's contact (spec 6: only logged-in users get it); without one, the investor service. */
export function ContactPanel({ kontakte }: { kontakte: string | null }) {
  const { t } = useTranslation();
  const lines = contactLines(kontakte);
  return (
    <Paper withBorder p="lg" radius="lg" data-testid="detail-contact">
      <Title order={2} size="h4" c="brand.9" mb="sm">
        {t('objekt.detail.contact')}
      </Title>
      {lines.length > 0 ? (
        <Stack gap={2}>
          {lines.map((line, i) =>
            line.href ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
              <Anchor key={i} href={line.href} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line.text}
              </Anchor>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
              <Text key={i} size="sm" fw={i === 0 ? 700 : 400}>
                {line.text}
              </Text>
            ),
          )}
        </Stack>
      ) : (
        <Stack gap={4}>
          <Text size="sm" c="gray.7">
            {t('objekt.detail.contactNone')}
          </Text>
          <Anchor href={`mailto:${INVESTOR_SERVICE.email}`} size="sm">
            {INVESTOR_SERVICE.email}
          </Anchor>
          <Anchor href={telHref(INVESTOR_SERVICE.phone)} size="sm">
            {INVESTOR_SERVICE.phone}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * Spec 1: anonymous visitors see what registering brings instead of the contact, with live counts; the
 * registration comes back to this listing after the first login.
 */
export function BenefitsPanel() {
  const anzahl = useObjektAnzahl();
  const fm = useFmMatrix();
  const location = useLocation();
  return (
    <RegistrationBenefits
      objekte={anzahl.data?.mitLogin}
      programme={fm.data?.length}
      loading={anzahl.isPending || fm.isPending}
      next={`${location.pathname}${location.search}`}
    />
  );
}
