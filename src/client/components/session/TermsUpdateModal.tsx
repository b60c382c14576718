import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userdataSchema } from '../../../shared/schemas/user';
import { applySession, authApi, userdataQuery } from '../../data/session';
import { useLang } from '../../hooks/useLang';
import { TermsPanel } from '../overlay/panels';

/**
 * Spec 2: updated terms must be accepted or declined. Accepting keeps the session (the answer is the
 * updated userdata); declining ends it and goes home. A failure reads 'An error occurred' with the
 * advice to retry or contact the administrator (spec 8). The dialog cannot be closed otherwise.
 */
export function TermsUpdateModal() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [failed, setFailed] = useState(false);

  const decide = async (accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    setFailed(false);
    try {
      const answer = await authApi.decideTerms(accept);
      if (accept) {
        const user = userdataSchema.safeParse(answer);
        if (user.success) queryClient.setQueryData(userdataQuery.queryKey, user.data);
        else await queryClient.invalidateQueries({ queryKey: userdataQuery.queryKey });
      } else {
        applySession(queryClient, null, { leaving: true });
        navigate(`/${lang}/home`);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      size="xl"
      padding="xl"
      title={t('account.terms.title')}
      attributes={{ content: { 'data-testid': 'terms-update' } as Record<string, string> }}
      styles={{
        title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700, color: 'var(--mantine-color-brand-9)' },
      }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2, color: '#0b2545' }}
    >
      <Stack gap="md">
        <Text c="gray.8">{t('account.terms.text')}</Text>
        <ScrollArea.Autosize
          mah="min(50vh, 420px)"
          type="auto"
          offsetScrollbars
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 10, padding: 16 }}
        >
          <TermsPanel />
        </ScrollArea.Autosize>
        {failed && (
          <Alert color="red" variant="light" role="alert" data-testid="terms-error">
            {t('error.termsFailed')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => decide(false)}
            loading={busy === 'decline'}
            disabled={busy !== null}
            data-testid="terms-decline"
          >
            {t('account.terms.decline')}
          </Button>
          <Button
            onClick={() => decide(true)}
            loading={busy === 'accept'}
            disabled={busy !== null}
            data-testid="terms-accept"
          >
            {t('account.terms.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
