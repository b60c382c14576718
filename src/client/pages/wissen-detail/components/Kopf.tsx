import { Anchor, Box, Container, Grid, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KAMPAGNE_LANG } from '../../../../shared/domain/kampagne';
import { routePath } from '../../../../shared/domain/routes';
import type { Kampagne } from '../../../../shared/schemas/content';
import { RichText } from '../../../components/content/RichText';
import type { Locatable } from '../../../components/map/layers';
import headerClasses from '../../../components/PageHeader.module.css';
import { useLang } from '../../../hooks/useLang';
import { bildSpalten, textSpalten } from '../../../lib/kampagneSections';
import { sanitizeHtml } from '../../../lib/sanitize';
import classes from '../WissenDetail.module.css';
import { LazyObjekteMap } from './LazyObjekteMap';
import { ModulBild } from './Sections';

/** The header band of an article: back link to all entries (modulwissen), title (modultitel) and headersub. */
export function KopfBand({ kampagne }: { kampagne: Kampagne }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = (
    <Title order={1} className={headerClasses.title} lang={KAMPAGNE_LANG} data-testid="article-title">
      {kampagne.header}
    </Title>
  );
  return (
    <Box className={headerClasses.band}>
      <Container className={headerClasses.inner}>
        {kampagne.modulwissen !== 0 && (
          <Anchor component={Link} to={routePath('wissen', lang)} className={classes.back} data-testid="back-to-wissen">
            <Group gap={6} component="span">
              <IconArrowLeft size={18} aria-hidden />
              {t('nav.wissenBack')}
            </Group>
          </Anchor>
        )}
        {kampagne.modultitel !== 0 ? title : <VisuallyHidden>{title}</VisuallyHidden>}
        {kampagne.headersub && (
          <Text size="lg" className={headerClasses.lead} lang={KAMPAGNE_LANG}>
            {kampagne.headersub}
          </Text>
        )}
      </Container>
    </Box>
  );
}

/**
 * Module 0: the article's intro (textdetail) with the header image — above it ('unten'), below it
 * ('oben'), beside it ('links': text left, 'rechts': text right; image width from modul0bildbreite) —
 * or, with 'karte', beside the map of the linked objects.
 */
export function Modul0({ kampagne, mapItems }: { kampagne: Kampagne; mapItems: readonly Locatable[] }) {
  const position = kampagne.modul0textposition;
  const text = <RichText lang={KAMPAGNE_LANG} html={sanitizeHtml(kampagne.textdetail)} className={classes.intro} />;
  const bild = kampagne.seitenhintergrund;

  if (position === 'karte' && mapItems.length > 0) {
    return (
      <Grid gap="xl" align="stretch" data-testid="modul-0" data-position={position}>
        <Grid.Col span={{ base: 12, md: 6 }}>{text}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <LazyObjekteMap items={mapItems} icon={kampagne.objekticon} height={340} />
        </Grid.Col>
      </Grid>
    );
  }
  if (!bild || position === 'karte') {
    return (
      <div className={classes.readable} data-testid="modul-0" data-position={position}>
        {text}
      </div>
    );
  }
  if (position === 'oben' || position === 'unten') {
    return (
      <Box className={classes.readableWide} data-testid="modul-0" data-position={position}>
        {position === 'unten' && <ModulBild file={bild} />}
        <Box my="lg">{text}</Box>
        {position === 'oben' && <ModulBild file={bild} />}
      </Box>
    );
  }
  const textLeft = position === 'links';
  return (
    <Grid gap="xl" align="flex-start" data-testid="modul-0" data-position={position}>
      <Grid.Col span={textSpalten(kampagne.modul0bildbreite)} order={{ base: 2, sm: textLeft ? 1 : 2 }}>
        {text}
      </Grid.Col>
      <Grid.Col span={bildSpalten(kampagne.modul0bildbreite)} order={{ base: 1, sm: textLeft ? 2 : 1 }}>
        <ModulBild file={bild} crop />
      </Grid.Col>
    </Grid>
  );
}
