import { Button, Group, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setCookieConsent, useCookieConsent } from '../../lib/consent';

/** Cookie settings: necessary cookies (always on) and the functional ones the registration captcha needs. */
export function CookieSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const [functional, setFunctional] = useState(consent === 'accepted');
  // Opening shows the stored choice (the banner or the registration may have changed it meanwhile).
  useEffect(() => {
    if (opened) setFunctional(consent === 'accepted');
  }, [opened, consent]);

  const save = (accepted: boolean) => {
    setCookieConsent(accepted);
    setFunctional(accepted);
    notifications.show({ message: t('cookies.saved'), color: 'petrol' });
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('cookies.title')}
      zIndex={10000}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="md">
        <Text c="gray.8">{t('cookies.intro')}</Text>
        <Paper withBorder p="md" radius="md">
          <Switch checked disabled label={t('cookies.necessaryTitle')} description={t('cookies.necessaryText')} />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Switch
            checked={functional}
            onChange={(e) => setFunctional(e.currentTarget.checked)}
            label={t('cookies.functionalTitle')}
            description={t('cookies.functionalText')}
          />
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => save(functional)}>
            {t('cookies.save')}
          </Button>
          <Button onClick={() => save(true)}>{t('cookies.acceptAll')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
