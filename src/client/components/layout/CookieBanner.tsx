import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { useDisclosure, useElementSize } from '@mantine/hooks';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { setCookieConsent, useCookieConsent } from '../../lib/consent';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { OnceOpened } from '../lazy/OnceOpened';
import classes from './CookieBanner.module.css';

const CookieSettingsModal = lazyWithReload(() =>
  import('./CookieSettingsModal').then((m) => ({ default: m.CookieSettingsModal })),
);

/**
 * First-visit cookie notice: until the visitor chooses (stored in the `cookiesAccepted` cookie), a
 * bar at the bottom offers 'accept all', 'necessary only' and the detailed settings.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  const [settings, settingsModal] = useDisclosure(false);
  const { ref, height } = useElementSize();
  return (
    <>
      {consent === 'unset' && (
        // Keeps the end of the page reachable above the fixed bar.
        <div style={{ height }} aria-hidden />
      )}
      {consent === 'unset' && (
        <Paper
          ref={ref}
          className={classes.banner}
          shadow="xl"
          radius={0}
          role="region"
          aria-label={t('cookies.banner.label')}
          data-testid="cookie-banner"
        >
          <Container>
            <div className={classes.inner}>
              <div className={classes.text}>
                <IconCookie size={26} aria-hidden className={classes.icon} />
                <Text size="sm">{t('cookies.banner.text')}</Text>
              </div>
              <Group gap="xs" className={classes.actions}>
                <Button variant="subtle" color="gray.0" size="sm" onClick={settingsModal.open}>
                  {t('cookies.banner.settings')}
                </Button>
                <Button
                  variant="outline"
                  color="gray.0"
                  size="sm"
                  onClick={() => setCookieConsent(false)}
                  data-testid="cookie-banner-necessary"
                >
                  {t('cookies.banner.necessary')}
                </Button>
                <Button
                  color="gold.4"
                  size="sm"
                  onClick={() => setCookieConsent(true)}
                  data-testid="cookie-banner-accept"
                >
                  {t('cookies.banner.accept')}
                </Button>
              </Group>
            </div>
          </Container>
        </Paper>
      )}
      <OnceOpened opened={settings}>
        <CookieSettingsModal opened={settings} onClose={settingsModal.close} />
      </OnceOpened>
    </>
  );
}
