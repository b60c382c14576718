import { ActionIcon, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '../../../../shared/domain/routes';
import { sammlungParam } from '../../../../shared/domain/sammlung';
import { useDeleteSammlung, useSammlungen, useSaveSammlung } from '../../../data/sammlung';
import { useErrorText } from '../../../hooks/useFormText';
import { useLang } from '../../../hooks/useLang';
import { useSession } from '../../../hooks/useSession';
import { describeApiError } from '../../../lib/apiErrors';

/** Saving the shown collection under a name (logged-in users only). */
export function SaveSammlung({ objekte }: { objekte: string[] }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [name, setName] = useState('');
  const save = useSaveSammlung();
  const errorText = useErrorText();
  if (!isLoggedIn) {
    return (
      <Text c="dimmed" size="sm">
        {t('sammlung.loginToSave')}
      </Text>
    );
  }
  return (
    <Card withBorder radius="md" padding="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { name, objekte },
            {
              onSuccess: () => {
                setName('');
                notifications.show({ color: 'teal', message: t('sammlung.saved') });
              },
              onError: (error) => {
                // The server's reason (100 collections kept, too many saved at once) or a lost connection.
                const described = describeApiError(error, 'error.connection');
                notifications.show({ color: 'red', message: errorText(described.key ?? described.raw) });
              },
            },
          );
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t('sammlung.saveName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={120}
            required
            style={{ flex: 1 }}
            data-testid="sammlung-name"
          />
          <Button type="submit" loading={save.isPending} disabled={!name.trim()} data-testid="sammlung-save">
            {t('sammlung.save')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/** The user's saved collections with links to reopen them (My portal). */
export function SavedSammlungen() {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn } = useSession();
  const query = useSammlungen(isLoggedIn);
  const remove = useDeleteSammlung();
  if (!isLoggedIn) return null;
  const items = query.data ?? [];
  return (
    <Stack mt="xl" gap="sm" data-testid="sammlungen">
      <Title order={2} size="h3">
        {t('sammlung.mine')}
      </Title>
      {query.isSuccess && items.length === 0 && <Text c="dimmed">{t('sammlung.mineEmpty')}</Text>}
      {items.map((s) => (
        <Group key={s.id} justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600}>{s.name}</Text>
            <Text size="sm" c="dimmed">
              {t('sammlung.count', { count: s.objekte.length })}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={routePath('standortsammlung', lang, { standortsammlungIds: sammlungParam(s.objekte) || '-' })}
              size="xs"
              variant="light"
            >
              {t('sammlung.open')}
            </Button>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('sammlung.delete')}
              onClick={() =>
                modals.openConfirmModal({
                  title: t('sammlung.deleteConfirm', { name: s.name }),
                  labels: { confirm: t('sammlung.delete'), cancel: t('common.cancel') },
                  confirmProps: { color: 'red' },
                  onConfirm: () =>
                    remove.mutate(s.id, { onSuccess: () => notifications.show({ message: t('sammlung.deleted') }) }),
                })
              }
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
