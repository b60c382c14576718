import { Badge, Container, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ObjektVorschau } from '../../../../shared/schemas/objekt';
import { GreyObjektHinweis } from '../../../components/auth/GreyObjektHinweis';
import { useBezirke } from '../../../data/map';
import { useLang } from '../../../hooks/useLang';
import { vorschauFakten } from '../../standortsuche/vorschau';
import { BenefitsPanel } from './ContactPanel';

/**
 * The detail view of a listing shown with login for an anonymous visitor (issue 21): the grey-object
 * dialog's content (spec 8) — title, text, sign-in and registration that come back to this page — what
 * the reduced summary tells (type, district, area band) and the registration benefits (spec 1).
 */
export function GreyObjektPanel({ vorschau }: { vorschau: ObjektVorschau }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const bezirke = useBezirke();
  const words = { above: t('standortsuche.filter.above'), upTo: t('standortsuche.filter.upTo') };
  const { art, bezirk, flaeche } = vorschauFakten(vorschau, lang, bezirke.data ?? [], words);
  return (
    <Container py={{ base: 32, md: 56 }} data-testid="detail-grey">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="md">
              <Group gap="xs">
                {art && (
                  <Badge color={art.color} variant="filled" radius="sm">
                    {art.name}
                  </Badge>
                )}
                <Badge color="gray" variant="light" radius="sm" leftSection={<IconLock size={12} aria-hidden />}>
                  {t('standortsuche.list.loginNeeded')}
                </Badge>
              </Group>
              <Title order={1} size="h2" c="brand.9" data-testid="detail-grey-title">
                {t('error.greyobject.title')}
              </Title>
              <GreyObjektHinweis next={`${location.pathname}${location.search}`} />
              <div>
                <Text fw={700} mb={6}>
                  {t('standortsuche.vorschau.facts')}
                </Text>
                <List spacing={4} size="sm" data-testid="detail-grey-facts">
                  {art && <List.Item>{`${t('standortsuche.vorschau.type')}: ${art.name}`}</List.Item>}
                  {bezirk && <List.Item>{`${t('standortsuche.vorschau.district')}: ${bezirk}`}</List.Item>}
                  {flaeche && <List.Item>{`${t('standortsuche.vorschau.area')}: ${flaeche}`}</List.Item>}
                  <List.Item>{t('standortsuche.vorschau.position')}</List.Item>
                </List>
              </div>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BenefitsPanel />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
