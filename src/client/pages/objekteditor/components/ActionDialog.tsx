import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStatus, STATUS, STATUS_CODES, type Status } from '../../../../shared/domain/objekt';
import { type Deaktivierungsgrund, type ObjektAktion, type Rolle, TRANSITIONS } from '../../../../shared/domain/status';
import type { Objekt } from '../../../../shared/schemas/objekt';
import { type ObjektAktionBody, objektAktionBodySchema } from '../../../../shared/schemas/objekt-input';
import { useErrorMessage } from '../../../components/feedback/ErrorState';
import { ReasonFields } from '../../../components/objekt/ReasonFields';
import { useObjektAktion } from '../../../data/objekt';
import { useLang } from '../../../hooks/useLang';
import { fieldErrors } from '../../../lib/apiErrors';
import { statusLabel } from '../../../lib/objektText';

/** The workflow actions that open a dialog (saving is the editor's own button; copying needs no dialog). */
export type DialogAktion = Exclude<ObjektAktion, 'speichern' | 'duplizieren'>;

export interface ActionTarget {
  id: string;
  name: string;
  status: number;
}

/** Spec 4 / issue 5: who sees a released object — a short hint beside the status label. */
const HINTS: Partial<Record<Status, 'objekt.editor.actions.mitLoginHint' | 'objekt.editor.actions.ohneLoginHint'>> = {
  [STATUS.MIT_LOGIN]: 'objekt.editor.actions.mitLoginHint',
  [STATUS.OHNE_LOGIN]: 'objekt.editor.actions.ohneLoginHint',
};

/**
 * The confirmation dialog of one workflow action (spec 2 'Property editor', spec 4): submit for review,
 * release (with or without login), reject (reason), deactivate (reason, free text for 'other'),
 * activate, set status, delete (irreversible, confirmed by typing a word). It runs the action through
 * useObjektAktion (which updates the cache) and reports the updated object (null after a deletion).
 */
export function ActionDialog({
  target,
  action,
  rolle,
  onClose,
  onDone,
  beforeRun,
  savesFirst = false,
  onInvalid,
}: {
  target: ActionTarget;
  action: DialogAktion | null;
  /** Whose rules apply (shared/domain/status.ts). */
  rolle: Rolle;
  onClose: () => void;
  onDone: (action: DialogAktion, result: Objekt | null) => void;
  /** Runs before the action (the editor saves pending changes); false stops. */
  beforeRun?: () => Promise<boolean>;
  /** Shows that pending changes are saved first. */
  savesFirst?: boolean;
  /** The server refused the action with field errors (submitting an incomplete listing): show them in the form. */
  onInvalid?: (fields: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={action ? t(`objekt.editor.actions.${action}Title`) : ''}
      centered
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="action-dialog"
    >
      {action && (
        <DialogBody
          key={action}
          target={target}
          action={action}
          rolle={rolle}
          onClose={onClose}
          onDone={onDone}
          beforeRun={beforeRun}
          savesFirst={savesFirst}
          onInvalid={onInvalid}
        />
      )}
    </Modal>
  );
}

function DialogBody({
  target,
  action,
  rolle,
  onClose,
  onDone,
  beforeRun,
  savesFirst,
  onInvalid,
}: {
  target: ActionTarget;
  action: DialogAktion;
  rolle: Rolle;
  onClose: () => void;
  onDone: (action: DialogAktion, result: Objekt | null) => void;
  beforeRun?: () => Promise<boolean>;
  savesFirst: boolean;
  onInvalid?: (fields: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorMessage = useErrorMessage();
  const from = isStatus(target.status) ? target.status : STATUS.IN_BEARBEITUNG;
  const targets = action === 'loeschen' ? [] : TRANSITIONS[action].to(from, rolle);
  const choosesTarget = action !== 'statusSetzen' && targets.length > 1;
  const [status, setStatus] = useState<string>(choosesTarget ? String(targets[0]) : '');
  const [grund, setGrund] = useState<Deaktivierungsgrund | ''>('');
  const [grundtext, setGrundtext] = useState('');
  const [word, setWord] = useState('');
  const mutation = useObjektAktion();
  const deleteWord = t('objekt.editor.actions.loeschenWort');

  const body = (): ObjektAktionBody => {
    const text = grundtext.trim() || undefined;
    switch (action) {
      case 'ablehnen':
        return { aktion: action, grundtext: text };
      case 'deaktivieren':
        return { aktion: action, grund: grund || undefined, grundtext: text };
      case 'freigeben':
      case 'aktivieren':
        return choosesTarget ? { aktion: action, status: Number(status) } : { aktion: action };
      case 'statusSetzen':
        return { aktion: action, status: Number(status) };
      default:
        return { aktion: 'einreichen' };
    }
  };
  // The reasons an action needs are the shared body schema's rule; the target status and the typed word
  // for a deletion are this dialog's own questions.
  const ready =
    action === 'loeschen'
      ? word.trim().toLocaleUpperCase() === deleteWord.toLocaleUpperCase()
      : (action !== 'statusSetzen' || status !== '') && objektAktionBodySchema.safeParse(body()).success;

  // mutateAsync, not mutate: the outcome is reported even when the dialog was closed meanwhile.
  const run = async () => {
    try {
      const result = await mutation.mutateAsync({
        id: target.id,
        body: action === 'loeschen' ? 'loeschen' : body(),
        prepare: beforeRun,
      });
      if (result === 'stopped') onClose();
      else onDone(action, result);
    } catch (cause) {
      const fields = fieldErrors(cause);
      if (fields && onInvalid) {
        onInvalid(fields);
        onClose();
      }
    }
  };
  const busy = mutation.isPending;
  const error = mutation.error && !(onInvalid && fieldErrors(mutation.error)) ? errorMessage(mutation.error) : null;

  const statusOption = (code: Status) => ({ value: String(code), label: statusLabel(code, lang) });

  return (
    <Stack gap="md">
      {action === 'einreichen' && <Text>{t('objekt.editor.actions.einreichenText')}</Text>}
      {action === 'freigeben' && <Text>{t('objekt.editor.actions.freigebenText')}</Text>}
      {action === 'ablehnen' && <Text>{t('objekt.editor.actions.ablehnenText')}</Text>}
      {action === 'deaktivieren' && <Text>{t('objekt.editor.actions.deaktivierenText')}</Text>}
      {action === 'aktivieren' && (
        <Text>
          {rolle === 'admin'
            ? t('objekt.editor.actions.aktivierenTextAdmin')
            : t('objekt.editor.actions.aktivierenTextOwner')}
        </Text>
      )}
      {action === 'statusSetzen' && <Text>{t('objekt.editor.actions.statusSetzenText')}</Text>}
      {action === 'loeschen' && <Text>{t('objekt.editor.actions.loeschenText', { name: target.name })}</Text>}
      {savesFirst && action !== 'loeschen' && (
        <Text size="sm" c="gray.7">
          {t('objekt.editor.actions.einreichenSaves')}
        </Text>
      )}

      {choosesTarget && (
        <Radio.Group value={status} onChange={setStatus} data-testid="action-status-choice">
          <Stack gap="xs">
            {targets.map((code) => (
              <Radio.Card key={code} value={String(code)} p="sm" radius="md" data-testid={`action-status-${code}`}>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{statusLabel(code, lang)}</Text>
                    {HINTS[code] && (
                      <Text size="sm" c="gray.7">
                        {t(HINTS[code])}
                      </Text>
                    )}
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}

      {action === 'statusSetzen' && (
        <Select
          label={t('objekt.editor.actions.neuerStatus')}
          placeholder={t('objekt.editor.selectPlaceholder')}
          value={status || null}
          onChange={(v) => setStatus(v ?? '')}
          data={STATUS_CODES.filter((s) => s !== target.status).map(statusOption)}
          comboboxProps={{ withinPortal: true }}
          data-testid="action-status-select"
        />
      )}

      <ReasonFields
        aktion={action}
        grund={grund}
        onGrund={setGrund}
        grundtext={grundtext}
        onGrundtext={setGrundtext}
        testId="action"
      />

      {action === 'loeschen' && (
        <TextInput
          label={t('objekt.editor.actions.loeschenTippen', { word: deleteWord })}
          value={word}
          onChange={(e) => setWord(e.currentTarget.value)}
          autoComplete="off"
          data-testid="action-delete-word"
        />
      )}

      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color={action === 'loeschen' || action === 'deaktivieren' || action === 'ablehnen' ? 'red' : undefined}
          onClick={run}
          loading={busy}
          disabled={!ready}
          data-testid="action-confirm"
        >
          {t(`objekt.editor.actions.${action}`)}
        </Button>
      </Group>
    </Stack>
  );
}
