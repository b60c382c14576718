import { Badge, Button, Drawer, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminLevel } from '../../../../../shared/domain/account';
import { formatDate } from '../../../../../shared/domain/format';
import { type AdminUser, adminUserUpdateSchema } from '../../../../../shared/schemas/admin-user';
import { fieldErrorsOf } from '../../../../components/admin/formErrors';
import { ErrorState, useErrorMessage } from '../../../../components/feedback/ErrorState';
import { LoadingState } from '../../../../components/feedback/LoadingState';
import { adminUserQuery, useSaveUser } from '../../../../data/admin-benutzer';
import { useLang } from '../../../../hooks/useLang';
import { fieldErrors } from '../../../../lib/apiErrors';
import { type UserFormValues, userFormValuesOf, userUpdateBodyOf } from '../userForm';
import { UserFormFields } from './UserFormFields';
import { displayName } from './userText';

const resolve = schemaResolver(adminUserUpdateSchema, { sync: true });

/**
 * The editor of one user in a drawer: loads the user, shows every field and saves them. It is not a
 * route, so instead of the router's guard it asks 'Zurück ohne Speichern?' before closing with unsaved
 * changes.
 */
export function UserEditor({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  const user = useQuery({ ...adminUserQuery(userId ?? 0), enabled: userId !== null });
  // While a form is shown it puts its own close here, which asks first when there are unsaved changes.
  const requestClose = useRef<() => void>(onClose);

  return (
    <Drawer
      opened={userId !== null}
      onClose={() => requestClose.current()}
      position="right"
      size={narrow ? '100%' : 'xl'}
      title={user.data ? displayName(user.data) : t('admin.benutzer.editor.title')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={
        { 'aria-label': t('common.close'), 'data-testid': 'user-editor-close' } as Record<string, unknown>
      }
      data-testid="user-editor"
    >
      {userId === null ? null : user.isPending ? (
        <LoadingState />
      ) : user.error ? (
        <ErrorState error={user.error} onRetry={() => user.refetch()} />
      ) : (
        <UserForm key={user.data.id} user={user.data} onClose={onClose} closeRef={requestClose} />
      )}
    </Drawer>
  );
}

/** The form of one loaded user; it re-mounts for another user, so its initial values are always that user's. */
function UserForm({
  user,
  onClose,
  closeRef,
}: {
  user: AdminUser;
  onClose: () => void;
  /** Where the drawer finds the close action that asks first when there are unsaved changes. */
  closeRef: RefObject<() => void>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorMessage = useErrorMessage();
  const saveUser = useSaveUser(user.id);
  const busy = saveUser.isPending;
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: userFormValuesOf(user),
    validate: (values) => fieldErrorsOf(resolve(userUpdateBodyOf(values))),
    validateInputOnBlur: true,
  });

  const close = () => {
    if (!form.isDirty()) return onClose();
    modals.openConfirmModal({
      title: t('objekt.editor.leaveTitle'),
      children: <Text size="sm">{t('objekt.editor.leaveText')}</Text>,
      labels: { confirm: t('objekt.editor.leaveDiscard'), cancel: t('objekt.editor.leaveStay') },
      confirmProps: { color: 'red', 'data-testid': 'user-discard' } as Record<string, unknown>,
      zIndex: 400,
      onConfirm: onClose,
    });
  };
  // The drawer's close button, Escape and a click outside go through `close` while this form is shown.
  useEffect(() => {
    closeRef.current = close;
    return () => {
      closeRef.current = onClose;
    };
  });

  const save = async (values: UserFormValues) => {
    try {
      const saved = await saveUser.mutateAsync(userUpdateBodyOf(values));
      form.setInitialValues(userFormValuesOf(saved));
      form.setValues(userFormValuesOf(saved));
      form.resetDirty(userFormValuesOf(saved));
      notifications.show({ color: 'petrol', message: t('admin.benutzer.editor.saved', { name: displayName(saved) }) });
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) form.setErrors(fields);
      notifications.show({ color: 'red', title: t('admin.common.saveFailed'), message: errorMessage(error) });
    }
  };
  // Raising someone to administrator (level 7 and above) gives every right: asked for once more.
  const submit = form.onSubmit((values) => {
    const raises = isAdminLevel(Number(values.userlevel)) && !isAdminLevel(user.userlevel);
    if (!raises) return void save(values);
    modals.openConfirmModal({
      title: t('admin.benutzer.editor.raiseTitle'),
      children: <Text size="sm">{t('admin.benutzer.editor.raiseText', { name: displayName(user) })}</Text>,
      labels: { confirm: t('admin.benutzer.editor.raiseConfirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'user-raise-confirm' } as Record<string, unknown>,
      onConfirm: () => void save(values),
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="user-form">
      <Stack gap="lg">
        <Group gap="xs">
          {user.locked && (
            <Badge color="red" variant="light">
              {t('admin.benutzer.status.locked')}
            </Badge>
          )}
          <Badge color={user.termsAccepted ? 'petrol' : 'gold'} variant="light" tt="none">
            {t(user.termsAccepted ? 'admin.benutzer.editor.termsAccepted' : 'admin.benutzer.editor.termsOpen')}
          </Badge>
          <Text size="sm" c="gray.7">
            {t('admin.benutzer.editor.meta', {
              date: formatDate(user.createdAt, lang),
              count: user.objektCount,
            })}
          </Text>
        </Group>
        <UserFormFields form={form} disabled={busy} />
        <Group
          justify="flex-end"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 1 }}
        >
          <Button variant="default" onClick={close} disabled={busy} data-testid="user-cancel">
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="user-save"
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
