import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconExternalLink, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUCHAUFTRAG_FREQUENZEN, SUCHAUFTRAG_NAME_MAX, suchauftragPfad } from '../../../shared/domain/suchauftrag';
import type { Suchauftrag } from '../../../shared/schemas/suchauftrag';
import { useErrorMessage } from '../../components/feedback/ErrorState';
import { useDeleteSuchauftrag, useUpdateSuchauftrag } from '../../data/suchauftrag';

/** The frequencies as the select lists them, in the user's language. */
export function useFrequenzOptions() {
  const { t } = useTranslation();
  return SUCHAUFTRAG_FREQUENZEN.map((value) => ({ value, label: t(`suchauftrag.frequenz.${value}`) }));
}

/**
 * One saved search on the account page: its name (a link that opens the search on its page), its kind,
 * how often it alerts (changed at once), renaming in place and deleting after a confirmation.
 */
export function SuchauftragRow({ suchauftrag }: { suchauftrag: Suchauftrag }) {
  const { t } = useTranslation();
  const update = useUpdateSuchauftrag();
  const remove = useDeleteSuchauftrag();
  const errorMessage = useErrorMessage();
  const frequenzOptions = useFrequenzOptions();
  const [name, setName] = useState<string | null>(null);
  const { id } = suchauftrag;

  const rename = (event: React.FormEvent) => {
    event.preventDefault();
    if (name === null || !name.trim()) return;
    // A refused name stays in the field; the error shows below.
    update.mutate({ id, name }, { onSuccess: () => setName(null) });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="suchauftrag">
      <Stack gap="xs">
        {name === null ? (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor
              component={Link}
              to={suchauftragPfad(suchauftrag)}
              fw={700}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="suchauftrag-open"
            >
              {suchauftrag.name}
              <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: -2 }} />
            </Anchor>
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {t(suchauftrag.art === 'karte' ? 'nav.standortsuche' : 'nav.foerderkompass')}
            </Badge>
          </Group>
        ) : (
          <form onSubmit={rename}>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={t('suchauftrag.name')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                maxLength={SUCHAUFTRAG_NAME_MAX}
                style={{ flex: 1 }}
                data-autofocus
                autoFocus
                data-testid="suchauftrag-name"
              />
              <Tooltip label={t('common.save')}>
                <ActionIcon type="submit" size="lg" loading={update.isPending} aria-label={t('common.save')}>
                  <IconCheck size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('common.cancel')}>
                <ActionIcon variant="default" size="lg" onClick={() => setName(null)} aria-label={t('common.cancel')}>
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </form>
        )}
        <Group justify="space-between" align="flex-end" gap="xs">
          <Select
            label={t('suchauftrag.frequenz.label')}
            data={frequenzOptions}
            value={suchauftrag.frequenz}
            onChange={(value) => value && update.mutate({ id, frequenz: value as Suchauftrag['frequenz'] })}
            allowDeselect={false}
            size="xs"
            w={180}
            data-testid="suchauftrag-frequenz"
          />
          <Group gap={4}>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setName(suchauftrag.name)}
              data-testid="suchauftrag-rename"
            >
              {t('suchauftrag.rename')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={remove.isPending}
              onClick={() =>
                modals.openConfirmModal({
                  title: t('suchauftrag.deleteConfirm', { name: suchauftrag.name }),
                  centered: true,
                  labels: { confirm: t('suchauftrag.delete'), cancel: t('common.cancel') },
                  confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, unknown>,
                  cancelProps: { 'data-testid': 'cancel-delete' } as Record<string, unknown>,
                  onConfirm: () => remove.mutate(id),
                })
              }
              data-testid="suchauftrag-delete"
            >
              {t('suchauftrag.delete')}
            </Button>
          </Group>
        </Group>
        {(update.isError || remove.isError) && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(update.error ?? remove.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
