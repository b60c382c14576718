import { Button, Container, Grid, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isStatus } from '../../../shared/domain/objekt';
import { availableActions, isReleased, type Rolle } from '../../../shared/domain/status';
import type { Objekt } from '../../../shared/schemas/objekt';
import { UnsavedChangesGuard } from '../../components/admin/UnsavedChangesGuard';
import { useErrorText } from '../../hooks/useFormText';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { myPropertiesPath } from '../../lib/authPaths';
import { objektTexte } from '../../lib/objektText';
import { ActionDialog, type DialogAktion } from './components/ActionDialog';
import { ActionPanel } from './components/ActionPanel';
import { AenderungPanel } from './components/AenderungPanel';
import { AnfragenPanel } from './components/AnfragenPanel';
import { EditorHead, StatusNotices } from './components/EditorHead';
import { HistoryPanel } from './components/HistoryPanel';
import { ImagesPanel } from './components/ImagesPanel';
import { LocalDraftNotice } from './components/LocalDraftNotice';
import { MissingList } from './components/MissingList';
import { SaveStateBadge } from './components/SaveStateBadge';
import { SectionAreas } from './components/SectionAreas';
import { SectionBasics } from './components/SectionBasics';
import { SectionDescriptions, SectionInternal } from './components/SectionDescriptions';
import { SectionFeatures } from './components/SectionFeatures';
import { SectionLocation } from './components/SectionLocation';
import { TranslationsPanel } from './components/TranslationsPanel';
import classes from './Editor.module.css';
import { type EditorContextValue, EditorProvider } from './EditorContext';
import {
  firstErrorSection,
  formErrorsOf,
  hasTranslationError,
  isEditable,
  type ObjektFormValues,
  SECTION_ORDER,
  sectionOf,
  valuesOf,
} from './formValues';
import { clearLocalDraft, differsFrom, type LocalDraft, readLocalDraft } from './localDraft';
import { useEditorSave } from './useEditorSave';
import { numberErrors, submissionErrors } from './validation';

const scrollToSection = (id: string) =>
  document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** Focuses a field by its form path (inputs carry data-testid editor-<path>), else shows its section. */
function focusField(path: string) {
  const input = document.querySelector<HTMLElement>(`[data-testid="editor-${path}"]`);
  if (input && input.offsetParent !== null) {
    input.scrollIntoView({ behavior: 'smooth', block: 'center' });
    input.focus({ preventScroll: true });
  } else scrollToSection(sectionOf(path));
}

/**
 * The property editor (spec 2 'Property editor'; /{lang}/objekteditor/{id} and /{lang}/admin/objekt/{id}):
 * every field of the shared input schema in sections, the translations page, images, history, and the
 * workflow actions the transition table allows. `objekt` is null for a new property (first save creates
 * it with the owner's confirmation).
 */
export function ObjektEditor({ id, objekt }: { id: string; objekt: Objekt | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { isAdmin } = useSession();
  const role: Rolle = isAdmin ? 'admin' : 'owner';
  // Administrators' list of all objects, or the owner's own listings.
  const listPath = isAdmin ? `/${lang}/admin/liste` : myPropertiesPath(lang);
  const status = objekt?.status;
  const editable = isEditable(status, role);
  const actions = objekt && status !== undefined && isStatus(status) ? availableActions(status, role) : [];
  const [translationsOpen, setTranslationsOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogAktion | null>(null);
  const leaving = useRef(false);

  const form = useForm<ObjektFormValues>({ mode: 'controlled', initialValues: valuesOf(objekt) });
  const [localDraft, setLocalDraft] = useState<LocalDraft | null>(() => {
    const kept = readLocalDraft(id);
    return kept && editable && differsFrom(kept, form.getValues()) ? kept : null;
  });

  const context: EditorContextValue = {
    form,
    editable,
    field: (path, options) => {
      const props = form.getInputProps(path as never, options);
      return { ...props, error: errorText(props.error), disabled: !editable };
    },
    errorOf: (path) => {
      const error = form.errors[path];
      return error ? errorText(error) : null;
    },
  };

  const showInvalid = (errors: Record<string, unknown>, title = t('error.savingFailed')) => {
    if (hasTranslationError(errors)) setTranslationsOpen(true);
    const section = firstErrorSection(errors);
    if (section) setTimeout(() => scrollToSection(section), 50);
    notifications.show({ color: 'red', title, message: t('objekt.editor.invalid') });
  };

  const { save, saving, state, dirty } = useEditorSave({
    id,
    objekt,
    isAdmin,
    form,
    onInvalid: showInvalid,
    keep: localDraft === null,
  });
  const values = form.getValues();
  const submittable = objekt === null || actions.includes('einreichen');
  const missing = useMemo(() => (submittable ? submissionErrors(values) : {}), [submittable, values]);

  /** Submitting: the form must be complete first (the server checks it again). */
  const onAction = (action: DialogAktion) => {
    if (action === 'einreichen') {
      const errors = { ...submissionErrors(values), ...numberErrors(values, lang) };
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        showInvalid(errors, t('error.incomplete'));
        return;
      }
    }
    setDialog(action);
  };

  const openMissing = (path: string) => {
    form.setFieldError(path, missing[path]);
    if (path.startsWith('uebersetzung')) setTranslationsOpen(true);
    setTimeout(() => focusField(path), path.startsWith('uebersetzung') ? 220 : 0);
  };

  const restoreLocalDraft = () => {
    if (!localDraft) return;
    form.setValues(localDraft.values);
    setLocalDraft(null);
    notifications.show({ color: 'petrol', message: t('objekt.editor.localDraftRestored') });
  };
  const discardLocalDraft = () => {
    clearLocalDraft(id);
    setLocalDraft(null);
  };

  /** The action's hook has updated the cache; a deleted listing leaves the editor for the list. */
  const onActionDone = (action: DialogAktion, result: Objekt | null) => {
    setDialog(null);
    notifications.show({ color: 'petrol', message: t(`objekt.editor.actions.${action}Done`) });
    if (result === null) {
      leaving.current = true;
      navigate(listPath, { replace: true });
    }
  };

  /** The form takes a version the server answered (a withdrawn or released change) as its new start. */
  const startFrom = (next: Objekt) => {
    const values = valuesOf(next);
    form.setValues(values);
    form.setInitialValues(values);
    form.resetDirty(values);
  };

  const name = objekt ? objektTexte(objekt, lang).name : '';
  return (
    <EditorProvider value={context}>
      <EditorHead objekt={objekt} listPath={listPath} />

      <Container py={{ base: 20, md: 32 }} data-testid="objekt-editor">
        <Stack gap="md" mb="md">
          {localDraft && (
            <LocalDraftNotice draft={localDraft} onRestore={restoreLocalDraft} onDiscard={discardLocalDraft} />
          )}
          {objekt && <StatusNotices objekt={objekt} editable={editable} />}
          {objekt && isReleased(objekt.status) && (
            <AenderungPanel objektId={id} admin={isAdmin} onReplaced={startFrom} />
          )}
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (editable) void save();
              }}
            >
              <Stack gap="lg">
                <SectionBasics />
                <SectionLocation />
                <SectionAreas />
                <SectionFeatures />
                <SectionDescriptions
                  translationsOpen={translationsOpen}
                  onToggleTranslations={() => setTranslationsOpen((open) => !open)}
                />
                <TranslationsPanel open={translationsOpen} onClose={() => setTranslationsOpen(false)} />
                <SectionInternal />
                <ImagesPanel
                  objektId={id}
                  bilder={objekt?.bilder ?? []}
                  exists={objekt !== null}
                  editable={editable}
                  prepare={save}
                />
                {objekt && <HistoryPanel objektId={id} />}
                {objekt && <AnfragenPanel objektId={id} />}
              </Stack>
            </form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md" className={classes.side}>
              <ActionPanel
                status={status}
                actions={actions}
                saveState={state}
                saving={saving}
                canSave={editable}
                onSave={() => void save()}
                onAction={onAction}
                detailPath={objekt ? `/${lang}/standortsuche/${id}` : null}
              />
              {submittable && editable && <MissingList missing={missing} onOpen={openMissing} />}
              <Paper
                withBorder
                radius="lg"
                p="xs"
                className={classes.sectionNav}
                component="nav"
                aria-label={t('objekt.editor.sectionNav')}
              >
                {SECTION_ORDER.map((section) => (
                  <NavLink
                    key={section}
                    label={t(`objekt.editor.sections.${section}`)}
                    onClick={() => {
                      if (section === 'translations') setTranslationsOpen(true);
                      setTimeout(() => scrollToSection(section), section === 'translations' ? 220 : 0);
                    }}
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  />
                ))}
                <Text size="xs" c="dimmed" px="sm" py={6}>
                  {t('objekt.editor.required')}
                </Text>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>

      {editable && (
        <div className={classes.mobileBar}>
          <Group justify="space-between" wrap="nowrap">
            <SaveStateBadge state={state} />
            <Button
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              onClick={() => void save()}
              loading={saving}
            >
              {t('objekt.editor.save')}
            </Button>
          </Group>
        </div>
      )}

      {objekt && (
        <ActionDialog
          target={{ id, name, status: objekt.status }}
          action={dialog}
          rolle={role}
          onClose={() => setDialog(null)}
          onDone={onActionDone}
          savesFirst={dialog === 'einreichen' && dirty}
          beforeRun={dialog === 'einreichen' && dirty ? save : undefined}
          onInvalid={(fields) => {
            const errors = formErrorsOf(fields);
            form.setErrors(errors);
            showInvalid(errors, t('error.incomplete'));
          }}
        />
      )}
      <UnsavedChangesGuard dirty={dirty && editable} skip={leaving} />
    </EditorProvider>
  );
}
