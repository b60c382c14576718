import '@mantine/dropzone/styles.css';
import { ActionIcon, Anchor, Card, Fieldset, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../../../../shared/domain/upload';
import { IMAGE_FIELDS } from '../../../../../shared/schemas/admin-kampagne';
import type { Kampagne } from '../../../../../shared/schemas/content';
import { useConfirmDelete } from '../../../../components/admin/useConfirmDelete';
import { useErrorMessage } from '../../../../components/feedback/ErrorState';
import { UploadList } from '../../../../components/upload/UploadList';
import { imageUrl } from '../../../../config';
import { type PoolAnswer, type PoolName, setPoolFiles, useRemovePoolFile } from '../../../../data/admin-kampagnen';
import { rejectionProblem } from '../../../../hooks/useUploadQueue';
import { downloadName, downloadUrl } from '../../../../lib/kampagneSections';
import type { KampagneForm } from './types';
import { usePoolUploads } from './usePoolUploads';

/** A drop zone for one pool with its upload queue. */
function PoolDropzone({ id, pool, onDone }: { id: number; pool: PoolName; onDone: (a: PoolAnswer) => void }) {
  const { t } = useTranslation();
  const uploads = usePoolUploads(id, pool, onDone);
  const Icon = pool === 'poolbilder' ? IconPhoto : IconFileTypePdf;
  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => uploads.add(files)}
        onReject={(rejections) =>
          uploads.add(
            [],
            rejections.map((r) => ({ file: r.file, problem: rejectionProblem(r.errors) })),
          )
        }
        accept={[...UPLOAD_TYPES[pool]]}
        maxSize={MAX_UPLOAD_BYTES}
        multiple
        radius="md"
        inputProps={{ 'aria-label': t(`admin.kampagnen.pool.drop.${pool}`) }}
        data-testid={`dropzone-${pool}`}
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Idle>
            <Icon size={36} color="var(--mantine-color-brand-4)" aria-hidden />
          </Dropzone.Idle>
          <Dropzone.Accept>
            <IconUpload size={36} color="var(--mantine-color-brand-6)" aria-hidden />
          </Dropzone.Accept>
          <div>
            <Text fw={700}>{t(`admin.kampagnen.pool.drop.${pool}`)}</Text>
            <Text size="sm" c="gray.7">
              {t(`admin.kampagnen.pool.dropHint.${pool}`)}
            </Text>
          </div>
        </Group>
      </Dropzone>
      <UploadList items={uploads.items} onDismiss={uploads.dismiss} />
    </Stack>
  );
}

/**
 * The image and PDF pools of the campaign (spec 3 poolbilder, poolpdf): uploads with progress, the same
 * content checks as property images, and deletion after a confirmation. Pool changes take effect at
 * once; images are then chosen in the header and module fields, PDFs become the downloads section.
 */
export function PoolSection({ form, kampagne }: { form: KampagneForm; kampagne: Kampagne }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirmDelete = useConfirmDelete();
  const errorMessage = useErrorMessage();
  const removeFile = useRemovePoolFile(kampagne.id);

  /** Where an image is shown in the (unsaved) form: header image, marker, module n. */
  const usesOf = (file: string) =>
    IMAGE_FIELDS.filter((f) => form.values[f] === file).map((f) =>
      f.startsWith('modul')
        ? t('admin.kampagnen.modulsort.n', { n: f.slice(5, 6) })
        : t(`admin.kampagnen.fields.${f as 'seitenhintergrund' | 'objekticon'}`),
    );

  const setPool = (pool: PoolName, files: string[]) => setPoolFiles(queryClient, kampagne.id, pool, files);

  /** The server emptied the fields that showed the image; the form follows without becoming dirty. */
  const forgetImage = (file: string) => {
    const wasDirty = form.isDirty();
    const initial = form.getInitialValues();
    const cleared = Object.fromEntries(IMAGE_FIELDS.filter((f) => initial[f] === file).map((f) => [f, '']));
    form.setInitialValues({ ...initial, ...cleared });
    for (const f of IMAGE_FIELDS) if (form.getValues()[f] === file) form.setFieldValue(f, '');
    if (!wasDirty) form.resetDirty();
  };

  const remove = (pool: PoolName, file: string, name: string) =>
    confirmDelete({
      name,
      // mutateAsync: each of several deletions confirmed quickly one after another reports its own outcome.
      onConfirm: () =>
        removeFile.mutateAsync({ pool, file }).then(
          () => {
            if (pool === 'poolbilder') forgetImage(file);
            notifications.show({ color: 'petrol', message: t('admin.common.deleted') });
          },
          (error) => {
            notifications.show({ color: 'red', message: errorMessage(error) });
          },
        ),
    });

  return (
    <Stack gap="lg">
      <Fieldset legend={t('admin.kampagnen.groups.poolbilder')}>
        <Stack gap="md">
          <PoolDropzone id={kampagne.id} pool="poolbilder" onDone={(a) => setPool('poolbilder', a.files)} />
          {kampagne.poolbilder.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('admin.kampagnen.pool.emptyImages')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="poolbilder">
              {kampagne.poolbilder.map((file, i) => {
                const name = t('admin.kampagnen.pool.imageN', { n: i + 1 });
                return (
                  <Card key={file} withBorder padding={0} radius="md" data-testid="poolbild" data-file={file}>
                    <Image src={imageUrl(file, 240)} h={110} fit="cover" alt={name} />
                    <Group justify="space-between" px="xs" py={4} wrap="nowrap" align="flex-start">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>
                          {name}
                        </Text>
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {usesOf(file).join(', ') || t('admin.kampagnen.pool.unused')}
                        </Text>
                      </div>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => remove('poolbilder', file, name)}
                        aria-label={`${t('admin.common.delete')}: ${name}`}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Card>
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>
      <Fieldset legend={t('admin.kampagnen.groups.poolpdf')}>
        <Stack gap="md">
          <PoolDropzone id={kampagne.id} pool="poolpdf" onDone={(a) => setPool('poolpdf', a.files)} />
          {kampagne.poolpdf.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('admin.kampagnen.pool.emptyPdfs')}
            </Text>
          ) : (
            <Stack gap={4} data-testid="poolpdf">
              {kampagne.poolpdf.map((file) => (
                <Group key={file} justify="space-between" wrap="nowrap" data-testid="poolpdf-item">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconFileTypePdf size={20} aria-hidden />
                    <Anchor href={downloadUrl(file)} target="_blank" rel="noopener" size="sm" truncate>
                      {downloadName(file)}
                    </Anchor>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove('poolpdf', file, downloadName(file))}
                    aria-label={`${t('admin.common.delete')}: ${downloadName(file)}`}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
