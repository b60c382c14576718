import { ActionIcon, Badge, Group, Image, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconFileTypePdf, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { type DragEvent, type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Objektbild } from '../../../../shared/schemas/objekt';
import { useErrorMessage } from '../../../components/feedback/ErrorState';
import { useDeleteBild, useReorderBilder } from '../../../data/objekt-bilder';
import { DUMMY_IMAGE, dateiUrl, dokumentName, isPdf } from '../../../lib/objektText';
import classes from '../Editor.module.css';
import { DokumentTitel } from './DokumentTitel';
import { moveItem } from './upload';

const fallback = (event: SyntheticEvent<HTMLImageElement>) => {
  const img = event.currentTarget;
  if (!img.src.endsWith(DUMMY_IMAGE)) img.src = DUMMY_IMAGE;
};

/**
 * The stored files in their order: drag a row onto another (native HTML5 drag and drop) or use the
 * arrow buttons; the first image carries the thumbnail badge. Every change is sent at once
 * (useReorderBilder, useDeleteBild: the cached listing follows) and undone when the server refuses it.
 */
export function BildList({
  objektId,
  bilder,
  editable,
}: {
  objektId: string;
  bilder: readonly Objektbild[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const thumbnail = bilder.find((b) => !isPdf(b))?.msid;
  const reorderBilder = useReorderBilder(objektId);
  const deleteBild = useDeleteBild(objektId);
  const failed = (error: Error) =>
    notifications.show({ color: 'red', title: t('error.savingFailed'), message: errorMessage(error) });

  const reorder = (from: number, to: number) => {
    if (from === to) return;
    reorderBilder.mutate(moveItem(bilder, from, to), { onError: failed });
  };

  const remove = (bild: Objektbild, index: number) =>
    modals.openConfirmModal({
      title: t('objekt.editor.images.deleteTitle'),
      children: (
        <Text size="sm">
          {t('objekt.editor.images.deleteText')} ({label(bild, index)})
        </Text>
      ),
      labels: { confirm: t('objekt.editor.images.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'bild-delete-confirm' } as Record<string, unknown>,
      onConfirm: () =>
        deleteBild.mutate(bild.msid, {
          onSuccess: () => notifications.show({ color: 'petrol', message: t('objekt.editor.images.deleted') }),
          onError: failed,
        }),
    });

  const label = (bild: Objektbild, index: number) =>
    isPdf(bild)
      ? `${t('objekt.editor.images.document')} · ${dokumentName(bild)}`
      : `${t('objekt.editor.images.imageLabel', { index: index + 1 })} · ${bild.width} × ${bild.height} px`;

  if (bilder.length === 0) {
    return (
      <Text size="sm" c="gray.7" data-testid="bild-list-empty">
        {t('objekt.editor.images.empty')}
      </Text>
    );
  }

  const dragProps = (index: number) =>
    editable
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            setDragIndex(index);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
          },
          onDragOver: (event: DragEvent) => {
            if (dragIndex === null) return;
            event.preventDefault();
            setOverIndex(index);
          },
          onDragLeave: () => setOverIndex((i) => (i === index ? null : i)),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const from = dragIndex ?? Number(event.dataTransfer.getData('text/plain'));
            setDragIndex(null);
            setOverIndex(null);
            if (Number.isInteger(from)) reorder(from, index);
          },
          onDragEnd: () => {
            setDragIndex(null);
            setOverIndex(null);
          },
        }
      : {};

  return (
    <Stack gap={8} component="ol" className={classes.bildList} data-testid="bild-list">
      {bilder.map((bild, index) => (
        <Paper
          key={bild.msid}
          component="li"
          withBorder
          p="xs"
          radius="md"
          className={classes.bildRow}
          data-dragging={dragIndex === index || undefined}
          data-over={overIndex === index && dragIndex !== index ? true : undefined}
          data-testid="bild-item"
          data-msid={bild.msid}
          {...dragProps(index)}
        >
          <Group wrap="wrap" gap="sm" justify="flex-end">
            {editable && <IconGripVertical size={18} className={classes.grip} aria-hidden />}
            {isPdf(bild) ? (
              <ThemeIcon size={56} variant="light" color="red" radius="md" aria-hidden>
                <IconFileTypePdf size={30} />
              </ThemeIcon>
            ) : (
              <Image src={dateiUrl(bild, 240)} alt="" w={84} h={56} radius="sm" fit="cover" onError={fallback} />
            )}
            <Stack gap={2} style={{ flex: '1 1 140px', minWidth: 0 }}>
              <Group gap={6}>
                <Text size="sm" fw={600} truncate>
                  {label(bild, index)}
                </Text>
                {bild.msid === thumbnail && (
                  <Badge size="sm" color="gold.4" variant="filled" data-testid="bild-thumbnail-badge">
                    {t('objekt.editor.images.thumbnail')}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('objekt.editor.images.position', { index: index + 1, count: bilder.length })}
                {isPdf(bild) && bild.titel && ` · ${bild.crmfilename}`}
              </Text>
              {isPdf(bild) && editable && <DokumentTitel objektId={objektId} bild={bild} />}
            </Stack>
            {editable && (
              <Group gap={4} wrap="nowrap">
                <Tooltip label={t('objekt.editor.images.moveUp')}>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => reorder(index, index - 1)}
                    disabled={index === 0}
                    aria-label={t('objekt.editor.images.moveUp')}
                    data-testid="bild-up"
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('objekt.editor.images.moveDown')}>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => reorder(index, index + 1)}
                    disabled={index === bilder.length - 1}
                    aria-label={t('objekt.editor.images.moveDown')}
                    data-testid="bild-down"
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('objekt.editor.images.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove(bild, index)}
                    aria-label={t('objekt.editor.images.delete')}
                    data-testid="bild-delete"
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
