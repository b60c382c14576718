import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  NavLink,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDeviceFloppy, IconEyeOff, IconHourglassHigh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DATE_LOCALE } from '../../../shared/domain/format';
import { isStatus, STATUS } from '../../../shared/domain/objekt';
import { availableActions, isReleased, type Rolle } from '../../../shared/domain/status';
import type { Objekt, Objektbild } from '../../../shared/schemas/objekt';
import { objektInputSchema } from '../../../shared/schemas/objekt-input';
import { UnsavedChangesGuard } from '../../components/admin/UnsavedChangesGuard';
import { useErrorMessage } from '../../components/feedback/ErrorState';
import { aenderungQuery } from '../../data/aenderung';
import { ApiError } from '../../data/client';
import { objektApi, objektQuery } from '../../data/objekt';
import { useErrorText } from '../../hooks/useFormText';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { fieldErrors } from '../../lib/apiErrors';
import { myPropertiesPath } from '../../lib/authPaths';
import { objektTexte, statusLabel } from '../../lib/objektText';
import { forgetBestaetigung, hasBestaetigung } from './bestaetigung';
import { ActionDialog, type DialogAktion } from './components/ActionDialog';
import { ActionPanel } from './components/ActionPanel';
import { AenderungPanel } from './components/AenderungPanel';
import { HistoryPanel } from './components/HistoryPanel';
import { ImagesPanel } from './components/ImagesPanel';
import { SectionAreas } from './components/SectionAreas';
import { SectionBasics } from './components/SectionBasics';
import { SectionDescriptions, SectionInternal } from './components/SectionDescriptions';
import { SectionFeatures } from './components/SectionFeatures';
import { SectionLocation } from './components/SectionLocation';
import { TranslationsPanel } from './components/TranslationsPanel';
import classes from './Editor.module.css';
import { type EditorContextValue, EditorProvider } from './EditorContext';
import {
  crossFieldErrors,
  firstErrorSection,
  formErrorsOf,
  hasTranslationError,
  inputOf,
  isEditable,
  type ObjektFormValues,
  SECTION_ORDER,
  valuesOf,
} from './formValues';

const resolve = schemaResolver(objektInputSchema, { sync: true });

/** The schema's errors, then the cross-field rules where the schema has not got that far. */
function validateValues(values: ObjektFormValues) {
  const errors = formErrorsOf(resolve(inputOf(values)));
  return { ...crossFieldErrors(values), ...errors };
}

const scrollToSection = (id: string) =>
  document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

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
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const errorMessage = useErrorMessage();
  const { isAdmin } = useSession();
  const role: Rolle = isAdmin ? 'admin' : 'owner';
  // Administrators' list of all objects, or the owner's own listings.
  const listPath = isAdmin ? `/${lang}/admin/liste` : myPropertiesPath(lang);
  const status = objekt?.status;
  const editable = isEditable(status, role);
  const actions = objekt && status !== undefined && isStatus(status) ? availableActions(status, role) : [];
  const [saving, setSaving] = useState(false);
  const [translationsOpen, setTranslationsOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogAktion | null>(null);
  const leaving = useRef(false);

  const form = useForm<ObjektFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(objekt),
    validate: validateValues,
  });
  const dirty = form.isDirty();

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

  const key = objektQuery(id).queryKey;
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: ['objekt'], refetchType: 'active' });

  const showInvalid = (errors: Record<string, unknown>) => {
    if (hasTranslationError(errors)) setTranslationsOpen(true);
    const section = firstErrorSection(errors);
    if (section) setTimeout(() => scrollToSection(section), 50);
    notifications.show({ color: 'red', title: t('error.savingFailed'), message: t('objekt.editor.invalid') });
  };

  /** Validates and saves; true when the object is stored. */
  const save = async (): Promise<boolean> => {
    const result = form.validate();
    if (result.hasErrors) {
      showInvalid(result.errors);
      return false;
    }
    setSaving(true);
    try {
      const values = form.getValues();
      const creating = objekt === null;
      const saved = await objektApi.save(id, inputOf(values), creating && !isAdmin ? hasBestaetigung(id) : undefined);
      if (creating) forgetBestaetigung(id);
      queryClient.setQueryData(key, saved);
      form.setInitialValues(values);
      form.resetDirty(values);
      void refreshLists();
      notifications.show({
        color: 'petrol',
        message: creating
          ? t('objekt.editor.created')
          : saved.aenderungInPruefung && !isAdmin
            ? t('objekt.aenderung.savedForReview')
            : t('objekt.editor.saved'),
      });
      return true;
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) {
        const errors = formErrorsOf(fields);
        form.setErrors(errors);
        showInvalid(errors);
      } else {
        const transition = error instanceof ApiError && error.code === 'transitionNotAllowed';
        notifications.show({ color: 'red', title: t('error.savingFailed'), message: errorMessage(error) });
        if (transition) void queryClient.invalidateQueries({ queryKey: key });
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  const onActionDone = (action: DialogAktion, result: Objekt | null) => {
    setDialog(null);
    notifications.show({ color: 'petrol', message: t(`objekt.editor.actions.${action}Done`) });
    if (result === null) {
      leaving.current = true;
      queryClient.removeQueries({ queryKey: key });
      void refreshLists();
      navigate(listPath, { replace: true });
      return;
    }
    queryClient.setQueryData(key, result);
    void refreshLists();
  };

  /** The form takes a version the server answered (a withdrawn or released change) as its new start. */
  const startFrom = (next: Objekt) => {
    const values = valuesOf(next);
    form.setValues(values);
    form.setInitialValues(values);
    form.resetDirty(values);
  };

  const updateBilder = (update: (current: readonly Objektbild[]) => readonly Objektbild[]) => {
    queryClient.setQueryData<Objekt>(key, (old) => (old ? { ...old, bilder: [...update(old.bilder)] } : old));
    // An owner's file change of a released object starts or updates its pending change.
    void queryClient.invalidateQueries({ queryKey: aenderungQuery(id).queryKey });
  };

  const name = objekt ? objektTexte(objekt, lang).name : '';
  const expiry = objekt?.ablaufdatum
    ? new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'long' }).format(new Date(objekt.ablaufdatum))
    : '';

  return (
    <EditorProvider value={context}>
      <div className={classes.head}>
        <Container className={classes.headInner}>
          <Anchor component={Link} to={listPath} size="sm" fw={600} data-testid="editor-to-list">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t('objekt.editor.toList')}
            </Group>
          </Anchor>
          <Group gap="sm" mt="xs" align="center">
            <Title order={1} size="h2" className={classes.title} data-testid="editor-title">
              {objekt ? name : t('objekt.editor.titleNew')}
            </Title>
            {objekt?.istabgelaufen && (
              <Badge color="red" variant="light">
                {t('objekt.liste.expired')}
              </Badge>
            )}
          </Group>
          <Text c="gray.7" mt={4}>
            {objekt
              ? t('objekt.editor.leadEdit', { nummer: objekt.objektnummer, status: statusLabel(objekt.status, lang) })
              : t('objekt.editor.leadNew')}
          </Text>
        </Container>
      </div>

      <Container py={{ base: 20, md: 32 }} data-testid="objekt-editor">
        <Stack gap="md" mb="md">
          {objekt && !editable && (
            <Alert
              color="gold"
              variant="light"
              icon={<IconEyeOff size={20} />}
              title={status === STATUS.IN_PRUEFUNG ? t('objekt.editor.readOnlyTitle') : t('objekt.editor.hiddenTitle')}
              data-testid="editor-readonly"
            >
              {status === STATUS.IN_PRUEFUNG ? t('objekt.editor.readOnlyText') : t('objekt.editor.hiddenText')}
            </Alert>
          )}
          {objekt && isReleased(objekt.status) && (
            <AenderungPanel objektId={id} admin={isAdmin} onReplaced={startFrom} />
          )}
          {objekt?.istabgelaufen && (
            <Alert
              color="red"
              variant="light"
              icon={<IconHourglassHigh size={20} />}
              title={t('objekt.editor.expiredTitle')}
            >
              {t('objekt.editor.expiredText', { date: expiry })}
            </Alert>
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
                  editable={editable && objekt !== null}
                  onChange={updateBilder}
                />
                {objekt && <HistoryPanel objektId={id} />}
              </Stack>
            </form>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md" className={classes.side}>
              <ActionPanel
                status={status}
                actions={actions}
                dirty={dirty}
                saving={saving}
                canSave={editable}
                onSave={() => void save()}
                onAction={setDialog}
                detailPath={objekt ? `/${lang}/standortsuche/${id}` : null}
              />
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
            <Text size="sm" c={dirty ? 'gold.9' : 'dimmed'} fw={600}>
              {dirty ? t('objekt.editor.unsaved') : t('objekt.editor.allSaved')}
            </Text>
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
        />
      )}
      <UnsavedChangesGuard dirty={dirty && editable} skip={leaving} />
    </EditorProvider>
  );
}
