import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/domain/format';
import { twoFactorQuery } from '../../data/two-factor';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { safeNext } from '../../lib/authPaths';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorDialog, type TwoFactorDialogKind } from './TwoFactorDialog';
import { TwoFactorSetup } from './TwoFactorSetup';

type View = 'status' | 'setup' | 'codes';

/**
 * Two-factor sign-in on the account page: its status, setting it up (or changing the app), new recovery
 * codes, switching it off (not for administrators, who need it). `?zweifaktor=einrichten` — where
 * administrators without it are sent — scrolls here and opens the set-up.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const [params] = useSearchParams();
  const status = useQuery(twoFactorQuery);
  const [view, setView] = useState<View>('status');
  const [codes, setCodes] = useState<string[]>([]);
  const [dialog, setDialog] = useState<TwoFactorDialogKind | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  const wanted = params.get('zweifaktor') === 'einrichten';
  const next = safeNext(params.get('next'));
  const data = status.data;

  useEffect(() => {
    if (!wanted || !data || opened.current) return;
    opened.current = true;
    title.current?.scrollIntoView({ block: 'start' });
    if (!data.enabled) setView('setup');
    else title.current?.focus();
  }, [wanted, data]);

  const showCodes = (fresh: string[]) => {
    setCodes(fresh);
    setView('codes');
  };
  const backToStatus = () => {
    setView('status');
    setCodes([]);
    title.current?.focus();
  };

  const dateText = (iso: string) => formatDate(iso, lang, { dateStyle: 'long' });

  return (
    <Paper
      withBorder
      shadow="sm"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="two-factor-title"
      id="zwei-faktor"
      data-testid="twofactor-section"
    >
      <Title id="two-factor-title" ref={title} tabIndex={-1} order={2} size="h3" c="brand.9" mb={4}>
        {t('account.twoFactor.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('account.twoFactor.lead')}
      </Text>
      {data?.required && !data.enabled && (
        <Alert
          color="gold"
          variant="light"
          icon={<IconShieldExclamation size={20} aria-hidden />}
          title={t('account.twoFactor.requiredTitle')}
          mb="md"
          styles={{ title: { color: '#3d2e00' }, message: { color: '#3d2e00' } }}
          data-testid="twofactor-required"
        >
          {t('account.twoFactor.requiredText')}
        </Alert>
      )}
      {view === 'setup' && <TwoFactorSetup onCancel={backToStatus} onEnabled={showCodes} />}
      {view === 'codes' && (
        <RecoveryCodes
          codes={codes}
          account={user.email ?? ''}
          next={data?.required ? next : null}
          onDone={backToStatus}
        />
      )}
      {status.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('error.generic')}
        </Text>
      )}
      {view === 'status' && data && (
        <Stack gap="sm" data-testid="twofactor-status" data-enabled={data.enabled}>
          {data.enabled && data.enabledAt ? (
            <>
              <Group gap="xs">
                <Badge color="petrol" variant="light" leftSection={<IconShieldCheck size={14} aria-hidden />}>
                  {t('account.twoFactor.enabled')}
                </Badge>
              </Group>
              <Text size="sm">
                {t('account.twoFactor.on', { date: dateText(data.enabledAt) })}{' '}
                {t('account.twoFactor.recoveryLeft', { count: data.recoveryCodesLeft })}
              </Text>
              {data.required && (
                <Text size="sm" c="gray.7">
                  {t('account.twoFactor.adminNoDisable')}
                </Text>
              )}
              <Group gap="sm">
                <Button variant="light" onClick={() => setDialog('renew')} data-testid="twofactor-renew">
                  {t('account.twoFactor.renew')}
                </Button>
                <Button variant="default" onClick={() => setView('setup')} data-testid="twofactor-replace">
                  {t('account.twoFactor.replace')}
                </Button>
                {!data.required && (
                  <Button
                    color="red"
                    variant="outline"
                    onClick={() => setDialog('disable')}
                    data-testid="twofactor-disable"
                  >
                    {t('account.twoFactor.disable')}
                  </Button>
                )}
              </Group>
            </>
          ) : (
            <>
              <Text size="sm">{t('account.twoFactor.off')}</Text>
              <Group>
                <Button
                  onClick={() => setView('setup')}
                  leftSection={<IconShieldCheck size={18} aria-hidden />}
                  data-testid="twofactor-start"
                >
                  {t('account.twoFactor.start')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
      <TwoFactorDialog
        kind={dialog}
        onClose={() => setDialog(null)}
        onRenewed={showCodes}
        onDisabled={() => notifications.show({ message: t('account.twoFactor.disabled'), color: 'petrol' })}
      />
    </Paper>
  );
}
