import { Anchor, Group } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../../../shared/domain/routes';
import { fmMatrixInputSchema } from '../../../../../shared/schemas/admin-foerderung';
import type { FmMatrix } from '../../../../../shared/schemas/content';
import { ContentEditorFrame } from '../../../../components/admin/ContentEditorFrame';
import { fieldErrorsOf } from '../../../../components/admin/formErrors';
import { UnsavedChangesGuard } from '../../../../components/admin/UnsavedChangesGuard';
import { useContentEditor } from '../../../../components/admin/useContentEditor';
import { adminFmMatrixQuery, afterFmMatrixChange, fmMatrixAdminApi } from '../../../../data/admin-foerderung';
import { useLang } from '../../../../hooks/useLang';
import { FilterSection, ProgrammSection, RahmenSection, TexteSection } from './FoerderFields';
import { type FoerderFormValues, inputOf, nextSortierung, valuesOf } from './foerderForm';
import { GebietSection } from './GebietSection';

const resolve = schemaResolver(fmMatrixInputSchema, { sync: true });
const validate = (values: FoerderFormValues) => fieldErrorsOf(resolve(inputOf(values)));

/**
 * /{lang}/admin/foerdermatrix/{id} (or /neu): every field of a funding programme, German and English
 * side by side, rich text detailed descriptions, the filter codes, the districts where it applies,
 * investment range and order. Saving
 * a new programme creates it and moves to its id; saving updates the Förderkompass at once.
 */
export function FoerderEditor({ entry, all }: { entry: FmMatrix | null; all: readonly FmMatrix[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useForm<FoerderFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(entry, nextSortierung(all)),
    validate,
  });
  const dirty = form.isDirty();
  const listPath = routePath('admin-foerdermatrix', lang);
  const nameOf = (e: FmMatrix) => (lang === 'en' ? e.name_en : e.name_de);

  const { saving, leaving, save, remove } = useContentEditor({
    form,
    entry,
    inputOf: (values) => fmMatrixInputSchema.parse(inputOf(values)),
    valuesOf: (saved) => valuesOf(saved),
    api: fmMatrixAdminApi,
    afterChange: afterFmMatrixChange,
    detailKey: (id) => adminFmMatrixQuery(id).queryKey,
    nameOf,
    listPath,
    editPath: (id) => routePath('admin-foerdermatrix', lang, { id }),
    texts: {
      invalid: t('admin.foerdermatrix.invalid'),
      created: t('admin.foerdermatrix.created'),
      deleteFailed: t('admin.foerdermatrix.deleteFailed'),
    },
  });

  return (
    <ContentEditorFrame
      backTo={listPath}
      title={entry ? nameOf(entry) : t('admin.foerdermatrix.newTitle')}
      lead={entry ? t('admin.foerdermatrix.editLead') : t('admin.foerdermatrix.newLead')}
      dirty={dirty}
      saving={saving}
      onSubmit={() => void save()}
      onDelete={entry ? () => remove(entry) : undefined}
      data-testid="fm-editor"
    >
      {entry && (
        <Anchor component={Link} to={routePath('foerderkompass', lang, { foerderId: entry.id })} size="sm" mt={-12}>
          <Group gap={4} component="span">
            <IconExternalLink size={14} aria-hidden />
            {t('admin.foerdermatrix.viewPublic')}
          </Group>
        </Anchor>
      )}
      <ProgrammSection form={form} all={all} />
      <TexteSection form={form} />
      <FilterSection form={form} />
      <GebietSection form={form} />
      <RahmenSection form={form} />
      <UnsavedChangesGuard dirty={dirty} skip={leaving} />
    </ContentEditorFrame>
  );
}
