import { Box, SegmentedControl, Tabs } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { kampagneInputSchema } from '../../../../../shared/schemas/admin-kampagne';
import type { Kampagne } from '../../../../../shared/schemas/content';
import { ContentEditorFrame } from '../../../../components/admin/ContentEditorFrame';
import { UnsavedChangesGuard } from '../../../../components/admin/UnsavedChangesGuard';
import { useConfirmDelete } from '../../../../components/admin/useConfirmDelete';
import { useErrorMessage } from '../../../../components/feedback/ErrorState';
import { useDeleteKampagne, useDiscardKampagne, useSaveKampagne } from '../../../../data/admin-kampagnen';
import { useLang } from '../../../../hooks/useLang';
import { fieldErrors } from '../../../../lib/apiErrors';
import { inputOf, type KampagneFormValues, valuesOf } from '../formValues';
import { ExtrasSection } from './ExtrasSection';
import { GeneralSection } from './GeneralSection';
import { KampagnePreview } from './KampagnePreview';
import { ModuleSection } from './ModuleSection';
import { ObjekteSection } from './ObjekteSection';
import { PoolSection } from './PoolSection';
import { SeoSection } from './SeoSection';
import { TABS, type Tab, tabOf } from './types';

const resolve = schemaResolver(kampagneInputSchema, { sync: true });
type View = 'edit' | 'split' | 'preview';

/**
 * The campaign editor (/{lang}/admin/kampagnen/{id}): every field of spec 3 'kampagnen' in tabs, the
 * image and PDF pools, and a live preview that renders the unsaved values with the article page's own
 * component — beside the form on wide screens, or instead of it via the view switch.
 */
/** Discards pending for campaigns whose editor unmounted; a remount (StrictMode, same id) cancels its own. */
const discards = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Leaving the editor of a new campaign (admin/kampagnen/neu) that was never worked on removes it, so no
 * empty '(ohne Titel)' entry stays in the list; the server decides what counts as untouched, and the
 * mutation reloads the lists when it did.
 */
function useDiscardUntouched(kampagne: Kampagne) {
  const maybeNew = kampagne.header === '';
  const { mutate: discard } = useDiscardKampagne();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per campaign; discard is stable
  useEffect(() => {
    if (!maybeNew) return;
    const { id } = kampagne;
    clearTimeout(discards.get(id));
    discards.delete(id);
    return () => {
      discards.set(
        id,
        setTimeout(() => {
          discards.delete(id);
          discard(id);
        }, 0),
      );
    };
  }, [kampagne.id, maybeNew]);
}

export function KampagneEditor({ kampagne }: { kampagne: Kampagne }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const confirmDelete = useConfirmDelete();
  const wide = useMediaQuery('(min-width: 100em)', false);
  const [view, setView] = useState<View | null>(null);
  const [tab, setTab] = useState<Tab>('allgemein');
  const saveKampagne = useSaveKampagne(kampagne.id);
  const saving = saveKampagne.isPending;
  const deleteKampagne = useDeleteKampagne(kampagne.id);
  const leaving = useRef(false);
  const shown: View = view === 'split' && !wide ? 'edit' : (view ?? (wide ? 'split' : 'edit'));

  const form = useForm<KampagneFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(kampagne),
    validate: (values) => resolve(values),
  });
  const dirty = form.isDirty();

  useDiscardUntouched(kampagne);

  const showInvalid = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) setTab(tabOf(first));
    if (shown === 'preview') setView('edit');
    notifications.show({ color: 'red', title: t('admin.common.saveFailed'), message: t('admin.kampagnen.invalid') });
  };

  const save = async () => {
    const result = form.validate();
    if (result.hasErrors) return showInvalid(result.errors);
    try {
      const saved = await saveKampagne.mutateAsync(inputOf(form.getValues()));
      const next = valuesOf(saved);
      form.setInitialValues(next);
      form.setValues(next);
      form.resetDirty(next);
      notifications.show({ color: 'petrol', message: t('admin.common.saved') });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) {
        form.setErrors(fields);
        showInvalid(fields);
      } else {
        notifications.show({ color: 'red', title: t('admin.common.saveFailed'), message: errorMessage(error) });
      }
    }
  };

  const remove = () =>
    confirmDelete({
      name: form.getValues().header || t('admin.kampagnen.untitled'),
      onConfirm: () =>
        deleteKampagne.mutateAsync().then(
          () => {
            leaving.current = true;
            notifications.show({ color: 'petrol', message: t('admin.common.deleted') });
            navigate(`/${lang}/admin/kampagnen`, { replace: true });
          },
          (error) => {
            notifications.show({ color: 'red', message: errorMessage(error) });
          },
        ),
    });

  const editor = (
    <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted data-testid="kampagne-tabs">
      <Tabs.List mb="md">
        {TABS.map((name) => (
          <Tabs.Tab key={name} value={name} data-testid={`kampagne-tab-${name}`}>
            {t(`admin.kampagnen.tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="allgemein">
        <GeneralSection form={form} poolbilder={kampagne.poolbilder} />
      </Tabs.Panel>
      <Tabs.Panel value="module">
        <ModuleSection form={form} poolbilder={kampagne.poolbilder} />
      </Tabs.Panel>
      <Tabs.Panel value="extras">
        <ExtrasSection form={form} pdfCount={kampagne.poolpdf.length} onOpenFiles={() => setTab('dateien')} />
      </Tabs.Panel>
      <Tabs.Panel value="objekte">
        <ObjekteSection form={form} visible={tab === 'objekte' && shown !== 'preview'} />
      </Tabs.Panel>
      <Tabs.Panel value="dateien">
        <PoolSection form={form} kampagne={kampagne} />
      </Tabs.Panel>
      <Tabs.Panel value="seo">
        <SeoSection form={form} id={kampagne.id} />
      </Tabs.Panel>
    </Tabs>
  );

  return (
    <ContentEditorFrame
      backTo={`/${lang}/admin/kampagnen`}
      title={form.values.header || t('admin.kampagnen.untitled')}
      lead={t('admin.kampagnen.editor.lead', { id: kampagne.id })}
      dirty={dirty}
      saving={saving}
      onSubmit={() => void save()}
      onDelete={remove}
      data-testid="kampagne-editor"
    >
      <UnsavedChangesGuard dirty={dirty} skip={leaving} />
      <SegmentedControl
        value={shown}
        onChange={(v) => setView(v as View)}
        data={[
          { value: 'edit', label: t('admin.kampagnen.view.edit') },
          ...(wide ? [{ value: 'split', label: t('admin.kampagnen.view.split') }] : []),
          { value: 'preview', label: t('admin.kampagnen.view.preview') },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="kampagne-view"
      />
      <Box
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-xl)',
          gridTemplateColumns: shown === 'split' ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        <Box hidden={shown === 'preview'}>{editor}</Box>
        {shown !== 'edit' && <KampagnePreview kampagne={kampagne} values={form.values} sticky={shown === 'split'} />}
      </Box>
    </ContentEditorFrame>
  );
}
