import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../../../shared/schemas/admin-user';
import { useErrorMessage } from '../../../../components/feedback/ErrorState';
import { adminUsersQuery, useDeleteUser } from '../../../../data/admin-benutzer';
import { useSession } from '../../../../hooks/useSession';
import { displayName } from './userText';

/** The target search waits for a pause in typing. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Confirms deleting a user. When the user owns properties the administrator chooses what becomes of
 * them: hand them to another user (the acting administrator by default, or anyone found by search) or
 * keep them in the portal without an owner. The server does both in one transaction.
 */
export function DeleteUserModal({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={<DeleteTitle />}
      centered
      zIndex={400}
      data-testid="user-delete-dialog"
    >
      {user && <DeleteForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}

function DeleteTitle() {
  const { t } = useTranslation();
  return (
    <Text fw={700} size="lg">
      {t('admin.benutzer.delete.title')}
    </Text>
  );
}

function DeleteForm({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const deleteUser = useDeleteUser(user.id);
  const { user: me } = useSession();
  const meOption =
    me.id !== undefined && me.id !== user.id
      ? {
          value: String(me.id),
          label: t('admin.benutzer.delete.me', {
            name: displayName({
              firstName: me.firstName ?? null,
              lastName: me.lastName ?? null,
              email: me.email ?? '',
            }),
          }),
        }
      : null;
  const [choice, setChoice] = useState<'reassign' | 'keep'>('reassign');
  // The chosen target stays an option even when the current search no longer finds it.
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(meOption);
  const [search, setSearch] = useState('');
  // After a choice the box shows the chosen label; that text is no search.
  const [q] = useDebouncedValue(search === picked?.label ? '' : search.trim(), SEARCH_DEBOUNCE_MS);
  const busy = deleteUser.isPending;
  const candidates = useQuery({
    ...adminUsersQuery({ q: q || undefined, pageSize: 10, sort: 'name', dir: 'asc' }),
    enabled: user.objektCount > 0 && choice === 'reassign',
  });

  const options = new Map<string, string>();
  for (const option of [meOption, picked]) if (option) options.set(option.value, option.label);
  for (const u of candidates.data?.items ?? []) {
    if (u.id !== user.id && !options.has(String(u.id))) options.set(String(u.id), `${displayName(u)} (${u.email})`);
  }
  const target = picked?.value ?? null;

  const needsTarget = user.objektCount > 0 && choice === 'reassign';
  const submit = async () => {
    try {
      const body = needsTarget
        ? { objekte: 'reassign' as const, reassignTo: Number(target) }
        : { objekte: 'keep' as const };
      await deleteUser.mutateAsync(body);
      notifications.show({ color: 'petrol', message: t('admin.benutzer.delete.done', { name: displayName(user) }) });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', title: t('admin.benutzer.actions.failed'), message: errorMessage(error) });
    }
  };

  return (
    <Stack gap="md">
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {displayName(user)} · {user.email}
      </Text>
      <Text size="sm">{t('admin.benutzer.delete.text')}</Text>
      {user.objektCount > 0 ? (
        <Radio.Group
          value={choice}
          onChange={(v) => setChoice(v as 'reassign' | 'keep')}
          label={t('admin.benutzer.delete.objekteQuestion', { count: user.objektCount })}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="reassign"
              label={t('admin.benutzer.delete.reassign')}
              description={t('admin.benutzer.delete.reassignHint')}
              data-testid="delete-reassign"
            />
            {choice === 'reassign' && (
              <Select
                ml={32}
                label={t('admin.benutzer.delete.reassignTo')}
                placeholder={t('admin.benutzer.delete.reassignPlaceholder')}
                data={[...options].map(([value, label]) => ({ value, label }))}
                value={target}
                onChange={(value, option) => setPicked(value && option ? { value, label: option.label } : null)}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                filter={({ options: all }) => all}
                nothingFoundMessage={t('admin.common.noMatch')}
                comboboxProps={{ withinPortal: true, zIndex: 500 }}
                data-testid="delete-target"
              />
            )}
            <Radio
              value="keep"
              label={t('admin.benutzer.delete.keep')}
              description={t('admin.benutzer.delete.keepHint')}
              data-testid="delete-keep"
            />
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" c="gray.7">
          {t('admin.benutzer.delete.noObjekte')}
        </Text>
      )}
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {t('admin.common.confirmDeleteText')}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          onClick={submit}
          loading={busy}
          disabled={needsTarget && !target}
          data-testid="delete-confirm"
        >
          {t('admin.benutzer.delete.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
