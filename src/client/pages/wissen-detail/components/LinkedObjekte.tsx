import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconEyeOff, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea } from '../../../../shared/domain/format';
import { OBJEKTARTEN, sichtbarkeitOf } from '../../../../shared/domain/objekt';
import { routePath } from '../../../../shared/domain/routes';
import type { Objekt } from '../../../../shared/schemas/objekt';
import type { Locatable } from '../../../components/map/layers';
import { useLang } from '../../../hooks/useLang';
import { useSession } from '../../../hooks/useSession';
import { readableOn, tintOnWhite } from '../../../lib/contrast';
import { sichtbarkeitHinweis } from '../../../lib/objektText';
import classes from '../WissenDetail.module.css';
import { LazyObjekteMap } from './LazyObjekteMap';

/**
 * The objects linked to an article: a small map with the article's marker icon (unless module 0 already
 * shows it) and a list of links to their detail view /{lang}/standortsuche/{id}. Visitors get only the
 * objects they may see (the server decides); an administrator, who gets every linked object, sees on each
 * one the public does not see 'nicht öffentlich (Deaktiviert)' or 'nur mit Login sichtbar'.
 */
export function LinkedObjekte({
  objekte,
  mapItems,
  icon,
  withMap,
}: {
  objekte: readonly Objekt[];
  mapItems: readonly Locatable[];
  icon: string | null;
  withMap: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAdmin } = useSession();
  return (
    <section aria-labelledby="linked-objekte-title" data-testid="linked-objekte">
      <Title order={2} size="h3" c="brand.9" id="linked-objekte-title">
        {t('knowhow.sections.objekte')}
      </Title>
      <Text c="gray.7" mt={4} mb="md">
        {t('knowhow.objekte.lead')}
      </Text>
      <Stack gap="lg">
        {withMap && <LazyObjekteMap items={mapItems} icon={icon} />}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {objekte.map((o) => {
            const art = OBJEKTARTEN.find((a) => a.id === o.objektart);
            const name = (lang === 'en' && o.uebersetzung?.objektname_en) || o.objektname;
            const hinweis = isAdmin ? sichtbarkeitHinweis(o, lang) : null;
            return (
              <Paper
                key={o.id}
                component={Link}
                to={routePath('detailansicht', lang, { objektId: o.id })}
                withBorder
                radius="md"
                p="md"
                className={classes.objekt}
                data-testid="linked-objekt"
              >
                {art && (
                  <Badge
                    size="sm"
                    radius="sm"
                    tt="none"
                    variant="light"
                    color={art.color}
                    // The light badge is the colour at 10 % over white; its text is darkened to AA on that.
                    styles={{ root: { color: readableOn(art.color, tintOnWhite(art.color, 0.1)) } }}
                  >
                    {art.name[lang]}
                  </Badge>
                )}
                {hinweis && (
                  <Badge
                    size="sm"
                    radius="sm"
                    tt="none"
                    variant="light"
                    color={sichtbarkeitOf(o) === 'mitLogin' ? 'petrol' : 'red'}
                    ml={art ? 6 : 0}
                    leftSection={<IconEyeOff size={12} aria-hidden />}
                    data-testid="linked-objekt-sichtbarkeit"
                  >
                    {hinweis}
                  </Badge>
                )}
                <Text fw={700} c="brand.9" mt={6} lineClamp={2}>
                  {name}
                </Text>
                <Group gap={4} mt={4} c="gray.7" wrap="nowrap">
                  <IconMapPin size={15} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm" lineClamp={1}>
                    {o.plz} {o.ort}
                    {o.flaecheinqm ? ` · ${formatArea(o.flaecheinqm, lang)}` : ''}
                  </Text>
                </Group>
                <Group gap={4} mt="sm" c="brand.8">
                  <Text span size="sm" fw={700}>
                    {t('knowhow.objekte.open')}
                  </Text>
                  <IconArrowRight size={15} aria-hidden />
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
