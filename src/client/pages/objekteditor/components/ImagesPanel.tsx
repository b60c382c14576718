import '@mantine/dropzone/styles.css';
import { Alert, Box, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCloudUpload, IconInfoCircle, IconPhoto, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '../../../../shared/domain/upload';
import type { Objektbild } from '../../../../shared/schemas/objekt';
import { UploadList } from '../../../components/upload/UploadList';
import { bilderChanged } from '../../../data/objekt-bilder';
import { rejectionProblem, useUploadQueue } from '../../../hooks/useUploadQueue';
import { BildList } from './BildList';
import { EditorSection } from './EditorSection';
import { precheck, uploadBild } from './upload';

/**
 * Images and documents of a property (issue 5 part 4): a drop zone for several files at once (images
 * and PDFs), each sent on its own with a progress bar and its own error; the list can be reordered by
 * dragging or with the arrow buttons (the first image is the thumbnail) and files deleted after a
 * confirmation. Uploads need the object to exist: on a new listing the first upload saves the draft
 * (`prepare`), which needs no more than the property type — no translations.
 */
export function ImagesPanel({
  objektId,
  bilder,
  exists,
  editable,
  prepare,
}: {
  objektId: string;
  bilder: readonly Objektbild[];
  exists: boolean;
  editable: boolean;
  /** Saves a new listing before its first upload; false stops the upload. */
  prepare: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const uploads = useUploadQueue({
    start: (file, onProgress) => uploadBild(objektId, file, onProgress),
    onDone: (bild: Objektbild) => bilderChanged(queryClient, objektId, (current) => [...current, bild]),
    precheck,
  });
  const addFiles = async (files: File[]) => {
    if (!exists && !(await prepare())) return;
    uploads.add(files);
  };
  const onReject = (rejections: FileRejection[]) =>
    uploads.add(
      [],
      rejections.map((r) => ({ file: r.file, problem: rejectionProblem(r.errors) })),
    );

  return (
    <EditorSection
      id="images"
      title={t('objekt.editor.sections.images')}
      icon={<IconPhoto size={20} />}
      description={exists ? t('objekt.editor.images.dragHint') : undefined}
    >
      <Stack gap="md">
        {!exists && editable && (
          <Alert color="brand" variant="light" icon={<IconInfoCircle size={20} />} data-testid="images-save-first">
            {t('objekt.editor.images.saveFirst')}
          </Alert>
        )}
        {editable ? (
          <Dropzone
            onDrop={(files) => void addFiles(files)}
            onReject={onReject}
            accept={[...UPLOAD_TYPES.objekt]}
            maxSize={MAX_UPLOAD_BYTES}
            multiple
            radius="lg"
            inputProps={{ 'aria-label': t('objekt.editor.images.drop') }}
            data-testid="images-dropzone"
          >
            <Group justify="center" gap="lg" mih={120} style={{ pointerEvents: 'none' }} wrap="nowrap">
              <Box visibleFrom="sm" style={{ flex: 'none' }}>
                <Dropzone.Accept>
                  <IconCloudUpload size={48} color="var(--mantine-color-brand-6)" aria-hidden />
                </Dropzone.Accept>
                <Dropzone.Reject>
                  <IconX size={48} color="var(--mantine-color-red-6)" aria-hidden />
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <IconPhoto size={48} color="var(--mantine-color-brand-4)" aria-hidden />
                </Dropzone.Idle>
              </Box>
              <div>
                <Dropzone.Reject>
                  <Text fw={700}>{t('objekt.editor.images.dropReject')}</Text>
                </Dropzone.Reject>
                <Dropzone.Idle>
                  <Text fw={700}>{t('objekt.editor.images.drop')}</Text>
                </Dropzone.Idle>
                <Dropzone.Accept>
                  <Text fw={700}>{t('objekt.editor.images.drop')}</Text>
                </Dropzone.Accept>
                <Text size="sm" c="gray.7" mt={4}>
                  {t('objekt.editor.images.dropHint')}
                </Text>
              </div>
            </Group>
          </Dropzone>
        ) : (
          <Text size="sm" c="gray.7">
            {t('objekt.editor.images.readOnly')}
          </Text>
        )}
        <UploadList items={uploads.items} onDismiss={uploads.dismiss} />
        {exists && <BildList objektId={objektId} bilder={bilder} editable={editable} />}
      </Stack>
    </EditorSection>
  );
}
