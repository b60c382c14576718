import { Anchor, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { normalizeSlug } from '../../../../../shared/domain/slug';
import { type Slug, slugInputSchema } from '../../../../../shared/schemas/content';
import { EditorModal, useModalEditor } from '../../../../components/admin/EditorModal';
import { afterSlugChange, slugAdminApi } from '../../../../data/admin-slug';
import { useFieldProps } from '../../../../hooks/useFormText';

const resolve = schemaResolver(slugInputSchema, { sync: true });

interface SlugFormValues {
  slug: string;
  path: string;
  title: string;
  description: string;
}

/**
 * Create or edit one URL-management entry in a modal. The shared schema checks format, shadowing and
 * target on every change of a field; uniqueness and the target's entity come back from the server as
 * field errors. Closing with unsaved changes asks first (spec 2 'Zurück ohne Speichern?').
 */
export function SlugEditor({ entry, onClose }: { entry: Slug | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<SlugFormValues>({
    mode: 'controlled',
    initialValues: {
      slug: entry?.slug ?? '',
      path: entry?.path ?? '/de/',
      title: entry?.title ?? '',
      description: entry?.description ?? '',
    },
    validate: resolve,
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const slug = normalizeSlug(form.values.slug);

  const { busy, close, submit } = useModalEditor({
    form,
    save: (values) => (entry ? slugAdminApi.update(entry.id, values) : slugAdminApi.create(values)),
    savedName: (saved) => `/${saved.slug}`,
    afterChange: afterSlugChange,
    onClose,
  });

  return (
    <EditorModal
      onClose={close}
      title={entry ? t('admin.urlmanagement.editTitle') : t('admin.urlmanagement.createTitle')}
      size="lg"
      data-testid="slug-editor"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            {...field('slug')}
            label={t('admin.urlmanagement.fields.slug')}
            description={t('admin.urlmanagement.fields.slugHint')}
            leftSection={<Text size="sm">/</Text>}
            required
            autoComplete="off"
            data-testid="slug-slug"
          />
          {slug && (
            <Text size="xs" c="gray.7" mt={-4}>
              {t('admin.urlmanagement.previewUrl', { url: `${window.location.origin}/${slug}` })}
            </Text>
          )}
          <TextInput
            {...field('path')}
            label={t('admin.urlmanagement.fields.path')}
            description={t('admin.urlmanagement.fields.pathHint')}
            required
            autoComplete="off"
            data-testid="slug-path"
          />
          <TextInput
            {...field('title')}
            label={t('admin.urlmanagement.fields.title')}
            required
            data-testid="slug-title"
          />
          <Textarea
            {...field('description')}
            label={t('admin.urlmanagement.fields.description')}
            description={t('admin.urlmanagement.fields.descriptionHint')}
            autosize
            minRows={3}
            maxRows={6}
            data-testid="slug-description"
          />
          <Text size="xs" c={form.values.description.length > 160 ? 'orange.8' : 'gray.7'} ta="right" mt={-6}>
            {form.values.description.length} / 160
          </Text>
        </Stack>
        <Group justify="space-between" gap="sm" mt="lg">
          {entry ? (
            <Anchor href={`/${entry.slug}`} target="_blank" rel="noopener" size="sm">
              {t('admin.urlmanagement.open')}
            </Anchor>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('admin.urlmanagement.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="slug-save">
              {t('admin.urlmanagement.save')}
            </Button>
          </Group>
        </Group>
      </form>
    </EditorModal>
  );
}
