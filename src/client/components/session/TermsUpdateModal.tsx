import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDecideTerms } from '../../data/account';
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
  const decision = useDecideTerms();
  // Which button is busy; the other is disabled meanwhile.
  const busy = decision.isPending ? (decision.variables ? 'accept' : 'decline') : null;
  const [failed, setFailed] = useState(false);

  const decide = async (accept: boolean) => {
    setFailed(false);
    try {
      await decision.mutateAsync(accept);
      if (!accept) navigate(`/${lang}/home`);
    } catch {
      setFailed(true);
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
