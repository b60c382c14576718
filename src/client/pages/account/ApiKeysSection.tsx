import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/domain/format';
import { API_KEY_MAX, API_KEY_NAME_MAX, type ApiKey, type ApiKeyCreated } from '../../../shared/schemas/api-key';
import { ErrorState, useErrorMessage } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { API_BASE } from '../../config';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../data/api-keys';
import { useErrorText } from '../../hooks/useFormText';
import { useLang } from '../../hooks/useLang';
import { fieldErrors } from '../../lib/apiErrors';

const TITLE_ID = 'api-keys-title';

/**
 * A broker's personal API keys (issue #26): create one with a name — its secret is shown once, with a copy
 * button, a warning and the call that uses it —, see the keys with their last use, revoke one after a
 * confirmation. Shown to brokers only; the server refuses keys to everyone else.
 */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  return (
    <Paper
      withBorder
      shadow="sm"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby={TITLE_ID}
      data-testid="api-keys-section"
    >
      <Title id={TITLE_ID} order={2} size="h3" c="brand.9" mb={4}>
        {t('account.apiKeys.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('account.apiKeys.text', { max: API_KEY_MAX })}
      </Text>
      <Stack gap="md">
        {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : <CreateForm onCreated={setCreated} />}
        {keys.isError ? (
          <ErrorState error={keys.error} onRetry={() => void keys.refetch()} />
        ) : !keys.data ? (
          <LoadingState minHeight={60} />
        ) : keys.data.length === 0 ? (
          <Text c="gray.7" fs="italic" data-testid="api-keys-empty">
            {t('account.apiKeys.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label={t('account.apiKeys.listLabel')} p={0} m={0} data-testid="api-keys">
            {keys.data.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: ApiKeyCreated) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const errorMessage = useErrorMessage();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setFieldError('error.required');
    setFieldError(null);
    create.mutate(name.trim(), {
      onSuccess: (answer) => {
        setName('');
        onCreated(answer);
      },
      onError: (error) => setFieldError(fieldErrors(error)?.name ?? null),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('account.apiKeys.name')}
          description={t('account.apiKeys.nameHint')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={API_KEY_NAME_MAX}
          error={fieldError ? errorText(fieldError) : undefined}
          style={{ flex: 1, minWidth: 200 }}
          data-testid="api-key-name"
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 46 }}
          loading={create.isPending}
          leftSection={<IconPlus size={16} aria-hidden />}
          data-testid="api-key-create"
        >
          {t('account.apiKeys.create')}
        </Button>
      </Group>
      {create.isError && !fieldError && (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {errorMessage(create.error)}
        </Text>
      )}
    </form>
  );
}

/** The new key, this once: the warning, the key to copy and how to call the import with it. */
function NewKey({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLParagraphElement>(null);
  const endpoint = `${window.location.origin}${API_BASE}/import/openimmo`;

  // The key replaces the form that had the focus: it moves to the warning's heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack gap="sm" data-testid="api-key-new">
      <Alert
        color="gold"
        variant="light"
        icon={<IconKey size={20} aria-hidden />}
        styles={{ message: { color: '#3d2e00' } }}
      >
        <Text ref={heading} tabIndex={-1} fw={700} mb={4} style={{ outline: 'none' }}>
          {t('account.apiKeys.newTitle')}
        </Text>
        {t('account.apiKeys.newWarning')}
      </Alert>
      <Text size="sm" fw={600} id="api-key-value-label">
        {t('account.apiKeys.keyLabel')}: {created.name}
      </Text>
      <Code
        block
        aria-labelledby="api-key-value-label"
        style={{ overflowWrap: 'anywhere' }}
        data-testid="api-key-value"
      >
        {created.key}
      </Code>
      <Text size="sm">{t('account.apiKeys.usage')}</Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {`curl -H "Authorization: Bearer ${created.key}" -F file=@feed.zip ${endpoint}`}
      </Code>
      <Group gap="sm">
        <CopyButton value={created.key}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              data-testid="api-key-copy"
            >
              {copied ? t('account.apiKeys.copied') : t('account.apiKeys.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone} data-testid="api-key-done">
          {t('account.apiKeys.done')}
        </Button>
      </Group>
    </Stack>
  );
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation();
  const lang = useLang();
  const revoke = useRevokeApiKey();
  const errorMessage = useErrorMessage();
  const when = (value: string) => formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });

  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: t('account.apiKeys.revokeTitle', { name: apiKey.name }),
      children: <Text size="sm">{t('account.apiKeys.revokeText')}</Text>,
      centered: true,
      labels: { confirm: t('account.apiKeys.revoke'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'api-key-revoke-confirm' } as Record<string, unknown>,
      onConfirm: () =>
        revoke.mutate(apiKey.id, {
          onSuccess: () =>
            notifications.show({ color: 'petrol', message: t('account.apiKeys.revoked', { name: apiKey.name }) }),
        }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }} data-testid="api-key">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="api-key-row-name">
            {apiKey.name}
          </Text>
          <Text size="sm" c="gray.7">
            {t('account.apiKeys.createdAt', { date: when(apiKey.createdAt) })}
          </Text>
          <Text size="sm" c="gray.7" data-testid="api-key-last-used">
            {apiKey.lastUsedAt
              ? t('account.apiKeys.lastUsed', { date: when(apiKey.lastUsedAt) })
              : t('account.apiKeys.neverUsed')}
          </Text>
        </div>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} aria-hidden />}
          loading={revoke.isPending}
          onClick={confirmRevoke}
          aria-label={`${t('account.apiKeys.revoke')}: ${apiKey.name}`}
          data-testid="api-key-revoke"
        >
          {t('account.apiKeys.revoke')}
        </Button>
      </Group>
      {revoke.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(revoke.error)}
        </Text>
      )}
    </Paper>
  );
}
