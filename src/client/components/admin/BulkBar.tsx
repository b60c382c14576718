import { Button, Group, Text } from '@mantine/core';

/** One button of the bulk bar. */
export interface BulkBarAction {
  key: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
}

/**
 * The bar above a list while rows are chosen: how many, one button per bulk action, and 'clear'. It is
 * not shown while nothing is chosen. Test ids: `{testId}` for the bar, `{testId}-{key}` per action
 * (`testId` 'bulk' gives 'bulk-bar' and 'bulk-freigeben').
 */
export function BulkBar({
  count,
  actions,
  onClear,
  texts,
  testId,
}: {
  count: number;
  actions: readonly BulkBarAction[];
  onClear: () => void;
  texts: { selected: string; clear: string };
  testId: string;
}) {
  if (count === 0) return null;
  return (
    <Group gap="xs" data-testid={`${testId}-bar`}>
      <Text size="sm" fw={600}>
        {texts.selected}
      </Text>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="xs"
          variant="light"
          color={action.danger ? 'red' : undefined}
          onClick={action.onClick}
          data-testid={`${testId}-${action.key}`}
        >
          {action.label}
        </Button>
      ))}
      <Button size="xs" variant="subtle" onClick={onClear}>
        {texts.clear}
      </Button>
    </Group>
  );
}
