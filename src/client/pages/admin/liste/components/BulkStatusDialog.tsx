import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS, STATUS_CODES } from '../../../../../shared/domain/objekt';
import type { Deaktivierungsgrund } from '../../../../../shared/domain/status';
import { type ObjektBulkAktionBody, objektBulkAktionBodySchema } from '../../../../../shared/schemas/objekt-input';
import { useErrorMessage } from '../../../../components/feedback/ErrorState';
import { ReasonFields } from '../../../../components/objekt/ReasonFields';
import { ApiError } from '../../../../data/client';
import { useBulkAktion } from '../../../../data/objekt';
import { useLang } from '../../../../hooks/useLang';
import { statusLabel } from '../../../../lib/objektText';

/** The workflow actions the admin list applies to several objects at once. */
export const BULK_AKTIONEN = ['freigeben', 'ablehnen', 'deaktivieren', 'aktivieren', 'statusSetzen'] as const;
export type BulkAktion = (typeof BULK_AKTIONEN)[number];

/** Release and the agency's activation lead to one of the released statuses; set status to any. */
const TARGETS: Partial<Record<BulkAktion, readonly number[]>> = {
  freigeben: [STATUS.MIT_LOGIN, STATUS.OHNE_LOGIN],
  aktivieren: [STATUS.MIT_LOGIN, STATUS.OHNE_LOGIN],
  statusSetzen: STATUS_CODES,
};

/**
 * The confirmation of a bulk status change: how many objects, the target status where the action offers
 * a choice, and the reason where the action needs one (the same rule as for one object,
 * objektBulkAktionBodySchema). When the server refuses, nothing changed; the refused objects are named.
 */
export function BulkStatusDialog({
  ids,
  aktion,
  onClose,
  onDone,
}: {
  ids: readonly string[];
  aktion: BulkAktion | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={aktion !== null}
      onClose={onClose}
      title={
        aktion ? t('objekt.liste.bulk.title', { action: t(`objekt.editor.actions.${aktion}`), count: ids.length }) : ''
      }
      centered
      size="lg"
      data-testid="bulk-dialog"
    >
      {aktion && <BulkBody key={aktion} ids={ids} aktion={aktion} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function BulkBody({
  ids,
  aktion,
  onClose,
  onDone,
}: {
  ids: readonly string[];
  aktion: BulkAktion;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorMessage = useErrorMessage();
  const mutation = useBulkAktion();
  const targets = TARGETS[aktion] ?? [];
  const [status, setStatus] = useState<string>(aktion === 'statusSetzen' ? '' : String(targets[0] ?? ''));
  const [grund, setGrund] = useState<Deaktivierungsgrund | ''>('');
  const [grundtext, setGrundtext] = useState('');

  const body: ObjektBulkAktionBody = {
    aktion,
    ids: [...ids],
    ...(status ? { status: Number(status) } : {}),
    ...(aktion === 'deaktivieren' && grund ? { grund } : {}),
    ...(grundtext.trim() ? { grundtext: grundtext.trim() } : {}),
  };
  const ready = objektBulkAktionBodySchema.safeParse(body).success && (targets.length === 0 || status !== '');
  const refused = mutation.error instanceof ApiError && mutation.error.fields ? Object.keys(mutation.error.fields) : [];

  const run = () =>
    mutation.mutate(body, {
      onSuccess: ({ anzahl }) => {
        notifications.show({ color: 'petrol', message: t('objekt.liste.bulk.done', { count: anzahl }) });
        onDone();
      },
    });

  return (
    <Stack gap="md">
      <Text data-testid="bulk-count">{t('objekt.liste.bulk.text', { count: ids.length })}</Text>
      {aktion !== 'statusSetzen' && targets.length > 1 && (
        <Radio.Group value={status} onChange={setStatus} label={t('objekt.editor.actions.neuerStatus')}>
          <Group mt="xs">
            {targets.map((code) => (
              <Radio
                key={code}
                value={String(code)}
                label={statusLabel(code, lang)}
                data-testid={`bulk-status-${code}`}
              />
            ))}
          </Group>
        </Radio.Group>
      )}
      {aktion === 'statusSetzen' && (
        <Select
          label={t('objekt.editor.actions.neuerStatus')}
          placeholder={t('objekt.editor.selectPlaceholder')}
          withAsterisk
          value={status || null}
          onChange={(v) => setStatus(v ?? '')}
          data={targets.map((code) => ({ value: String(code), label: statusLabel(code, lang) }))}
          comboboxProps={{ withinPortal: true }}
          data-testid="bulk-status-select"
        />
      )}
      <ReasonFields
        aktion={aktion}
        grund={grund}
        onGrund={setGrund}
        grundtext={grundtext}
        onGrundtext={setGrundtext}
        testId="bulk"
      />
      {mutation.error && (
        <Alert color="red" data-testid="bulk-error">
          {errorMessage(mutation.error)}
          {refused.length > 0 && <Text size="sm">{t('objekt.liste.bulk.refused', { list: refused.join(', ') })}</Text>}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={run} disabled={!ready} loading={mutation.isPending} data-testid="bulk-confirm">
          {t('objekt.liste.bulk.confirm', { count: ids.length })}
        </Button>
      </Group>
    </Stack>
  );
}
