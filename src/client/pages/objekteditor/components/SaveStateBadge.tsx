import { Badge, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../useEditorSave';

const TEXT = {
  saving: 'objekt.editor.saving',
  failed: 'objekt.editor.saveFailed',
  unsaved: 'objekt.editor.unsaved',
  new: 'objekt.editor.notYetSaved',
  saved: 'objekt.editor.allSaved',
} as const satisfies Record<SaveState, string>;

/** The save state beside the save buttons (side panel and phone bar); `state` is the whole truth. */
export function SaveStateBadge({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const text = t(TEXT[state]);
  if (state === 'saved') {
    return (
      <Text size="xs" c="dimmed" data-testid="editor-save-state" data-state={state}>
        <IconCheck size={12} aria-hidden style={{ verticalAlign: '-1px' }} /> {text}
      </Text>
    );
  }
  const color = state === 'failed' ? 'red' : state === 'saving' ? 'gray' : 'gold';
  const icon =
    state === 'failed' ? (
      <IconAlertCircle size={12} aria-hidden />
    ) : state === 'saving' ? (
      <Loader size={10} color="gray" />
    ) : undefined;
  return (
    <Badge
      color={color}
      variant={state === 'failed' ? 'light' : 'dot'}
      tt="none"
      leftSection={icon}
      role="status"
      data-testid="editor-save-state"
      data-state={state}
    >
      {text}
    </Badge>
  );
}
