import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFolderCheck, IconFolderPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMerkliste } from '../../hooks/useMerkliste';

/** Adds an object to (or removes it from) the collection being built in this browser. */
export function SammlungButton({ objektId, compact = false }: { objektId: string; compact?: boolean }) {
  const { t } = useTranslation();
  const merkliste = useMerkliste();
  const active = merkliste.has(objektId);
  const disabled = !active && merkliste.full;
  const label = active ? t('sammlung.remove') : t('sammlung.add');
  const icon = active ? <IconFolderCheck size={18} /> : <IconFolderPlus size={18} />;
  if (compact) {
    return (
      <Tooltip label={disabled ? t('sammlung.full') : label}>
        <ActionIcon
          variant={active ? 'filled' : 'default'}
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          onClick={() => merkliste.toggle(objektId)}
          data-testid="sammlung-toggle"
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant={active ? 'light' : 'default'}
      leftSection={icon}
      aria-pressed={active}
      disabled={disabled}
      onClick={() => merkliste.toggle(objektId)}
      data-testid="sammlung-toggle"
    >
      {disabled ? t('sammlung.full') : label}
    </Button>
  );
}
