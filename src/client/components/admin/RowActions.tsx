import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Props of {@link RowActions}. */
export interface RowActionsProps {
  /** Accessible name of the edit button, naming the entry. */
  editLabel: string;
  /** Accessible name of the delete button, naming the entry. */
  deleteLabel: string;
  /** The editor's route, when editing is a page of its own… */
  editTo?: string;
  /** …or what opens the editor in place. */
  onEdit?: () => void;
  onDelete: () => void;
  editTestId?: string;
  deleteTestId?: string;
}

/** The last cell's content in an admin table row: edit (pencil) and delete (red bin). */
export function RowActions({
  editLabel,
  deleteLabel,
  editTo,
  onEdit,
  onDelete,
  editTestId,
  deleteTestId,
}: RowActionsProps) {
  const pencil = <IconPencil size={18} aria-hidden />;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {editTo !== undefined ? (
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={editLabel} data-testid={editTestId}>
          {pencil}
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" onClick={onEdit} aria-label={editLabel} data-testid={editTestId}>
          {pencil}
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={deleteLabel} data-testid={deleteTestId}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
