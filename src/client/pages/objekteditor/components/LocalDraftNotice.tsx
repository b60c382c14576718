import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/domain/format';
import { useLang } from '../../../hooks/useLang';
import type { LocalDraft } from '../localDraft';

/**
 * Unsaved input this tab kept for the listing (localDraft.ts), found when the editor opens: restore it
 * into the form, or discard it after a confirmation.
 */
export function LocalDraftNotice({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: LocalDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const time = formatDate(new Date(draft.savedAt), lang, { dateStyle: 'medium', timeStyle: 'short' });
  const confirmDiscard = () =>
    modals.openConfirmModal({
      title: t('objekt.editor.localDraftDiscardTitle'),
      children: <Text size="sm">{t('objekt.editor.localDraftDiscardText')}</Text>,
      labels: { confirm: t('objekt.editor.localDraftDiscard'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'local-draft-discard-confirm' } as never,
      onConfirm: onDiscard,
    });
  return (
    <Alert
      color="gold"
      variant="light"
      icon={<IconRestore size={20} />}
      title={t('objekt.editor.localDraftTitle')}
      data-testid="local-draft"
    >
      <Text size="sm">{t('objekt.editor.localDraftText', { time })}</Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={onRestore} data-testid="local-draft-restore">
          {t('objekt.editor.localDraftRestore')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={confirmDiscard} data-testid="local-draft-discard">
          {t('objekt.editor.localDraftDiscard')}
        </Button>
      </Group>
    </Alert>
  );
}
