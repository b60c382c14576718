import { Badge, Button, Divider, Group, Paper, Stack, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconDeviceFloppy,
  IconEye,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconStatusChange,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS } from '../../../../shared/domain/objekt';
import type { ObjektAktion } from '../../../../shared/domain/status';
import { useLang } from '../../../hooks/useLang';
import { statusColor, statusLabel } from '../../../lib/objektText';
import type { SaveState } from '../useEditorSave';
import type { DialogAktion } from './ActionDialog';
import { SaveStateBadge } from './SaveStateBadge';

const ICONS: Record<DialogAktion, ReactNode> = {
  einreichen: <IconSend size={18} aria-hidden />,
  freigeben: <IconCircleCheck size={18} aria-hidden />,
  ablehnen: <IconX size={18} aria-hidden />,
  deaktivieren: <IconPlayerPause size={18} aria-hidden />,
  aktivieren: <IconPlayerPlay size={18} aria-hidden />,
  statusSetzen: <IconStatusChange size={18} aria-hidden />,
  loeschen: <IconTrash size={18} aria-hidden />,
};

/** Display order: the step forward first, deleting last. */
const ORDER: DialogAktion[] = [
  'einreichen',
  'freigeben',
  'ablehnen',
  'aktivieren',
  'deaktivieren',
  'statusSetzen',
  'loeschen',
];

/**
 * The editor's side panel: status, save (with the save state: saving, failed, unsaved, saved), and only the workflow actions
 * the transition table allows for this role and status (shared/domain/status.ts availableActions).
 */
export function ActionPanel({
  status,
  actions,
  saveState,
  saving,
  canSave,
  onSave,
  onAction,
  detailPath,
}: {
  status: number | undefined;
  actions: readonly ObjektAktion[];
  saveState: SaveState;
  saving: boolean;
  canSave: boolean;
  onSave: () => void;
  onAction: (action: DialogAktion) => void;
  /** The detail view, when the object exists. */
  detailPath: string | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const workflow = ORDER.filter((a) => actions.includes(a));
  // Before the release the detail view is a preview only its owner and the agency can open.
  const released = status === STATUS.OHNE_LOGIN || status === STATUS.MIT_LOGIN;
  return (
    <Paper withBorder radius="lg" p="lg" shadow="sm" data-testid="action-panel">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" c="brand.9">
            {t('objekt.editor.actions.title')}
          </Title>
          {status !== undefined && (
            <Badge color={statusColor(status)} variant="light" data-testid="editor-status">
              {statusLabel(status, lang)}
            </Badge>
          )}
        </Group>
        {canSave && (
          <Stack gap={6}>
            <Button
              size="md"
              leftSection={<IconDeviceFloppy size={20} aria-hidden />}
              onClick={onSave}
              loading={saving}
              fullWidth
              data-testid="editor-save"
            >
              {t('objekt.editor.save')}
            </Button>
            <Group gap={6} justify="center">
              <SaveStateBadge state={saveState} />
            </Group>
          </Stack>
        )}
        {workflow.length > 0 && (
          <>
            <Divider />
            <Stack gap="xs">
              {workflow.map((action) => (
                <Button
                  key={action}
                  variant={
                    action === 'einreichen' || action === 'freigeben'
                      ? 'filled'
                      : action === 'loeschen'
                        ? 'subtle'
                        : 'light'
                  }
                  color={
                    action === 'loeschen' || action === 'ablehnen'
                      ? 'red'
                      : action === 'freigeben'
                        ? 'petrol'
                        : undefined
                  }
                  leftSection={ICONS[action]}
                  justify="flex-start"
                  fullWidth
                  onClick={() => onAction(action)}
                  data-testid={`action-${action}`}
                >
                  {t(`objekt.editor.actions.${action}`)}
                </Button>
              ))}
            </Stack>
          </>
        )}
        {detailPath && (
          <Button
            component="a"
            href={detailPath}
            target="_blank"
            variant="subtle"
            leftSection={<IconEye size={18} aria-hidden />}
            justify="flex-start"
            data-testid="editor-view"
          >
            {released ? t('objekt.editor.view') : t('objekt.editor.preview')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
