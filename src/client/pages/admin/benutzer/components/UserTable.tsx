import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  Menu,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconDots,
  IconEdit,
  IconKey,
  IconLock,
  IconLockOpen,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isAdminLevel } from '../../../../../shared/domain/account';
import { formatDate } from '../../../../../shared/domain/format';
import type { AdminUserQuery, AdminUserRow, AdminUserSort } from '../../../../../shared/schemas/admin-user';
import { useLang } from '../../../../hooks/useLang';
import { useSession } from '../../../../hooks/useSession';
import { displayName, useLevelLabel } from './userText';
import { useUserActions } from './useUserActions';

/** What a row can ask the page to do; lock, unlock and reset run here (useUserActions). */
export interface UserRowHandlers {
  onEdit: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

/** The rows chosen for a bulk action (ids), and how a row or the whole page is chosen. */
export interface UserSelection {
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], on: boolean) => void;
}

/**
 * The checkbox choosing a user for the bulk bar. The administrator's own row cannot be chosen: locking
 * it is refused, and their own account is verified already.
 */
function SelectBox({ user, selected, onSelect }: { user: AdminUserRow } & UserSelection) {
  const { t } = useTranslation();
  const own = useSession().user.id === user.id;
  return (
    <Checkbox
      aria-label={own ? t('admin.benutzer.bulk.ownRow') : t('admin.benutzer.bulk.select', { name: displayName(user) })}
      title={own ? t('admin.benutzer.bulk.ownRow') : undefined}
      checked={selected.has(user.id)}
      disabled={own}
      onChange={(e) => onSelect([user.id], e.currentTarget.checked)}
      data-testid="user-select"
    />
  );
}

/** The state badges of a user: locked, not verified, active, broker. */
function StateBadges({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation();
  return (
    // The minimum width keeps 'Nicht bestätigt' readable instead of cut off.
    <Group gap={4} wrap="wrap" miw={120}>
      {user.locked && (
        <Badge color="red" variant="filled" size="sm" tt="none" data-testid="badge-locked">
          {t('admin.benutzer.status.locked')}
        </Badge>
      )}
      {!user.verified && (
        <Badge color="gold" variant="light" size="sm" tt="none">
          {t('admin.benutzer.status.unverified')}
        </Badge>
      )}
      {!user.locked && user.verified && (
        <Badge color="petrol" variant="light" size="sm" tt="none">
          {t('admin.benutzer.status.active')}
        </Badge>
      )}
      {user.makler && (
        <Badge color="brand" variant="outline" size="sm" tt="none" data-testid="badge-makler">
          {t('admin.benutzer.status.makler')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The actions menu of one user. Administrators cannot lock or delete their own account here (the server
 * refuses with ownAccount; the account page deletes it): their own row does not offer either.
 */
function RowMenu({ user, onEdit, onDelete }: { user: AdminUserRow } & UserRowHandlers) {
  const { t } = useTranslation();
  const actions = useUserActions();
  const own = useSession().user.id === user.id;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('admin.benutzer.actions.menu', { name: displayName(user) })}
          data-testid="user-menu"
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onEdit(user)}>
          {t('admin.common.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => actions.sendPasswordReset(user)}
          disabled={user.locked}
          data-testid="user-reset"
        >
          {t('admin.benutzer.actions.reset')}
        </Menu.Item>
        {own ? null : user.locked ? (
          <Menu.Item
            leftSection={<IconLockOpen size={16} aria-hidden />}
            onClick={() => actions.unlock(user)}
            data-testid="user-unlock"
          >
            {t('admin.benutzer.actions.unlock')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconLock size={16} aria-hidden />}
            onClick={() => actions.lock(user)}
            data-testid="user-lock"
          >
            {t('admin.benutzer.actions.lock')}
          </Menu.Item>
        )}
        {!own && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onDelete(user)}
              data-testid="user-delete"
            >
              {t('admin.common.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * One page of users: a sortable table on wide screens, a list of cards on phones. The name opens the
 * editor; the menu holds password reset, lock/unlock and delete.
 */
export function UserTable({
  rows,
  query,
  onSort,
  selected,
  onSelect,
  ...handlers
}: {
  rows: readonly AdminUserRow[];
  query: AdminUserQuery;
  onSort: (column: AdminUserSort) => void;
} & UserRowHandlers &
  UserSelection) {
  const { t } = useTranslation();
  const ownId = useSession().user.id;
  const choosable = rows.filter((r) => r.id !== ownId).map((r) => r.id);
  const lang = useLang();
  const levelLabel = useLevelLabel();
  const narrow = useMediaQuery('(max-width: 48em)');

  const nameButton = (user: AdminUserRow) => (
    <UnstyledButton
      onClick={() => handlers.onEdit(user)}
      miw={narrow ? undefined : 220}
      data-testid="user-open"
      style={{ textAlign: 'left' }}
    >
      <Text fw={700} c="brand.8" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {displayName(user)}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
    </UnstyledButton>
  );
  const level = (user: AdminUserRow) => (
    <Badge color={isAdminLevel(user.userlevel) ? 'brand' : 'gray'} variant="light" size="sm" tt="none">
      {levelLabel(user.userlevel)}
    </Badge>
  );

  if (narrow) {
    return (
      <Stack gap="sm" data-testid="user-list">
        {rows.map((user) => (
          <Paper key={user.id} withBorder radius="md" p="sm" data-testid="user-row">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <SelectBox user={user} selected={selected} onSelect={onSelect} />
              <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                {nameButton(user)}
                {user.companyName && <Text size="sm">{user.companyName}</Text>}
                <Group gap={6}>
                  {level(user)}
                  <StateBadges user={user} />
                </Group>
              </Stack>
              <RowMenu user={user} {...handlers} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  const header = (column: AdminUserSort, label: string) => {
    const active = query.sort === column;
    const Icon = !active ? IconArrowsSort : query.dir === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton onClick={() => onSort(column)} data-testid={`sort-${column}`}>
          <Group gap={4} wrap="nowrap">
            <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {label}
            </Text>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="user-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('admin.benutzer.bulk.selectPage')}
                checked={choosable.length > 0 && choosable.every((id) => selected.has(id))}
                indeterminate={choosable.some((id) => selected.has(id)) && !choosable.every((id) => selected.has(id))}
                disabled={choosable.length === 0}
                onChange={(e) => onSelect(choosable, e.currentTarget.checked)}
                data-testid="user-select-page"
              />
            </Table.Th>
            {header('name', t('admin.benutzer.col.name'))}
            {header('company', t('admin.benutzer.col.company'))}
            {header('userlevel', t('admin.benutzer.col.level'))}
            <Table.Th>{t('admin.benutzer.col.status')}</Table.Th>
            <Table.Th ta="right">{t('admin.benutzer.col.objekte')}</Table.Th>
            {header('createdAt', t('admin.benutzer.col.created'))}
            <Table.Th ta="right">
              <VisuallyHidden>{t('admin.common.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row" data-id={user.id}>
              <Table.Td>
                <SelectBox user={user} selected={selected} onSelect={onSelect} />
              </Table.Td>
              <Table.Td maw={320}>{nameButton(user)}</Table.Td>
              <Table.Td>
                <Text size="sm">{user.companyName ?? '–'}</Text>
              </Table.Td>
              <Table.Td>{level(user)}</Table.Td>
              <Table.Td>
                <StateBadges user={user} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{user.objektCount}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(user.createdAt, lang)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <RowMenu user={user} {...handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
