import { Anchor, Grid, Group, Paper, SimpleGrid, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconDownload, IconFileTypePdf, IconNews } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KAMPAGNE_LANG } from '../../../../shared/domain/kampagne';
import { RichText } from '../../../components/content/RichText';
import { imageUrl } from '../../../config';
import {
  bildSpalten,
  downloadName,
  downloadUrl,
  type KampagneSection,
  textSpalten,
} from '../../../lib/kampagneSections';
import { safeEmbed, sanitizeHtml } from '../../../lib/sanitize';
import classes from '../WissenDetail.module.css';

type ModulSection = Extract<KampagneSection, { kind: 'modul' }>;

/** A module image: the 1920 derivative, full column width, its own aspect ratio. */
export function ModulBild({ file, crop = false }: { file: string; crop?: boolean }) {
  return (
    <img
      src={imageUrl(file, 1920)}
      alt=""
      loading="lazy"
      decoding="async"
      className={crop ? `${classes.bild} ${classes.bildCrop}` : classes.bild}
    />
  );
}

/**
 * One content module (1–6): image only, image then text, text then image, a video embed or text, with
 * the image column of spec 9 ((3 − bildbreite) × 3 of 12 on larger screens, 6 on small, 12 on extra small).
 */
export function ModulBlock({ section }: { section: ModulSection }) {
  const { t } = useTranslation();
  const { layout, bild, text, bildbreite } = section;
  const testId = `modul-${section.n}`;

  if (layout === 'video') {
    const embed = safeEmbed(text);
    if (!embed) return null;
    return (
      <div className={classes.readable} data-testid={testId} data-layout={layout}>
        <VisuallyHidden>{t('knowhow.video')}</VisuallyHidden>
        <RichText lang={KAMPAGNE_LANG} html={embed} />
      </div>
    );
  }
  if (layout === 'text' || !bild) {
    return (
      <div className={classes.readable} data-testid={testId} data-layout="text">
        <RichText lang={KAMPAGNE_LANG} html={sanitizeHtml(text)} />
      </div>
    );
  }
  const image = (
    <Grid.Col span={bildSpalten(bildbreite)} order={{ base: 1, sm: layout === 'textbild' ? 2 : 1 }}>
      <ModulBild file={bild} />
    </Grid.Col>
  );
  if (layout === 'bild') {
    return (
      <Grid justify="center" data-testid={testId} data-layout={layout}>
        {image}
      </Grid>
    );
  }
  return (
    <Grid gap="xl" align="flex-start" data-testid={testId} data-layout={layout}>
      {image}
      <Grid.Col span={textSpalten(bildbreite)} order={{ base: 2, sm: layout === 'textbild' ? 1 : 2 }}>
        <RichText lang={KAMPAGNE_LANG} html={sanitizeHtml(text)} />
      </Grid.Col>
    </Grid>
  );
}

function InfoBox({
  icon,
  title,
  testId,
  children,
}: {
  icon: ReactNode;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} bg="var(--sp-surface)" data-testid={testId}>
      <Group gap="sm" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="petrol" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3" c="brand.9">
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}

/** V: events of the article (veranstaltungentext). */
export function Veranstaltungen({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <InfoBox
      icon={<IconCalendarEvent size={22} />}
      title={t('knowhow.sections.veranstaltungen')}
      testId="veranstaltungen"
    >
      <RichText lang={KAMPAGNE_LANG} html={sanitizeHtml(text)} />
    </InfoBox>
  );
}

/** N: news of the article (newstext). */
export function News({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <InfoBox icon={<IconNews size={22} />} title={t('knowhow.sections.news')} testId="news">
      <RichText lang={KAMPAGNE_LANG} html={sanitizeHtml(text)} />
    </InfoBox>
  );
}

/** D: the article's PDFs at /dokumente/{file}, named by the file name without its last 37 characters. */
export function Downloads({ files }: { files: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <InfoBox icon={<IconDownload size={22} />} title={t('knowhow.sections.downloads')} testId="downloads">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {files.map((file) => (
          <Anchor
            key={file}
            href={downloadUrl(file)}
            target="_blank"
            rel="noopener"
            className={classes.download}
            data-testid="download-link"
          >
            <Group gap="sm" wrap="nowrap">
              <IconFileTypePdf size={28} aria-hidden className={classes.downloadIcon} />
              <span className={classes.downloadName}>{downloadName(file)}</span>
            </Group>
            <VisuallyHidden component="span"> (PDF, {t('common.opensInNewTab')})</VisuallyHidden>
          </Anchor>
        ))}
      </SimpleGrid>
    </InfoBox>
  );
}
