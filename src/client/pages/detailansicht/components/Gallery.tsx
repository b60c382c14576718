import { ActionIcon, Anchor, Group, Image, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFileTypePdf } from '@tabler/icons-react';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Objektbild } from '../../../../shared/schemas/objekt';
import { DUMMY_IMAGE, dateiUrl, dokumentName, splitBilder } from '../../../lib/objektText';
import classes from '../Detail.module.css';

/** A missing file shows the dummy picture instead of a broken image (spec 7). */
const fallback = (event: SyntheticEvent<HTMLImageElement>) => {
  const img = event.currentTarget;
  if (!img.src.endsWith(DUMMY_IMAGE)) img.src = DUMMY_IMAGE;
};

/**
 * The object's pictures: the current one large (1920 px derivative), the others as a strip of
 * thumbnails (240 px; the first is the object's thumbnail). Without pictures the dummy is shown. The large
 * picture's alt text names the object's type and name and its place in the series.
 */
export function Gallery({ bilder, name, type }: { bilder: readonly Objektbild[]; name: string; type: string }) {
  const { t } = useTranslation();
  const { images } = splitBilder(bilder);
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  if (!current) {
    return (
      <Paper radius="lg" className={classes.stage} data-testid="detail-gallery">
        <img src={DUMMY_IMAGE} alt="" className={classes.stageImage} />
      </Paper>
    );
  }
  return (
    <Stack gap="xs" data-testid="detail-gallery">
      <Paper radius="lg" className={classes.stage}>
        <a href={dateiUrl(current, 1920)} target="_blank" rel="noreferrer" title={t('objekt.detail.openLarge')}>
          <img
            src={dateiUrl(current, 1920)}
            alt={t('objekt.detail.imageAlt', { type, name, index: index + 1, count })}
            className={classes.stageImage}
            onError={fallback}
          />
        </a>
        {count > 1 && (
          <>
            <ActionIcon
              className={`${classes.stageNav} ${classes.noPrint}`}
              data-side="left"
              variant="white"
              size="lg"
              radius="xl"
              onClick={() => go(-1)}
              aria-label={t('objekt.detail.previous')}
            >
              <IconChevronLeft size={20} />
            </ActionIcon>
            <ActionIcon
              className={`${classes.stageNav} ${classes.noPrint}`}
              data-side="right"
              variant="white"
              size="lg"
              radius="xl"
              onClick={() => go(1)}
              aria-label={t('objekt.detail.next')}
            >
              <IconChevronRight size={20} />
            </ActionIcon>
            <Text className={classes.counter} size="xs" aria-live="polite">
              {index + 1} / {count}
            </Text>
          </>
        )}
      </Paper>
      {count > 1 && (
        <Group gap={8} wrap="nowrap" className={`${classes.strip} ${classes.noPrint}`}>
          {images.map((bild, i) => (
            <UnstyledButton
              key={bild.msid}
              onClick={() => setIndex(i)}
              className={classes.thumb}
              data-active={i === index || undefined}
              aria-label={t('objekt.detail.showImage', { index: i + 1 })}
              aria-pressed={i === index}
            >
              <Image src={dateiUrl(bild, 240)} alt="" h={64} w={96} fit="cover" onError={fallback} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** Links to the object's PDF documents (/dokumente/{file}). */
export function Documents({ bilder }: { bilder: readonly Objektbild[] }) {
  const { documents } = splitBilder(bilder);
  if (documents.length === 0) return null;
  return (
    <Stack gap={6} data-testid="detail-documents">
      {documents.map((doc) => (
        <Anchor key={doc.msid} href={dateiUrl(doc)} target="_blank" rel="noreferrer">
          <Group gap={6} component="span" wrap="nowrap">
            <IconFileTypePdf size={20} aria-hidden />
            {dokumentName(doc)}
          </Group>
        </Anchor>
      ))}
    </Stack>
  );
}
