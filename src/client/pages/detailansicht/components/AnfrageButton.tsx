import { Button, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogin2, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { OnceOpened } from '../../../components/lazy/OnceOpened';
import { useLang } from '../../../hooks/useLang';
import { loginPath } from '../../../lib/authPaths';
import { lazyWithReload } from '../../../lib/lazyWithReload';
import classes from '../Detail.module.css';

const AnfrageDialog = lazyWithReload(() => import('./AnfrageDialog'));

/**
 * 'Send enquiry' (issue 25) for a logged-in visitor on a listing online that is not their own; the form
 * loads when first opened. Anonymous visitors are asked to log in and come back here.
 */
export function AnfrageButton({ objektId, name, loggedIn }: { objektId: string; name: string; loggedIn: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const [opened, dialog] = useDisclosure(false);
  if (!loggedIn) {
    return (
      <Paper withBorder p="lg" radius="lg" className={classes.noPrint} data-testid="anfrage-login">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('anfrage.loginPrompt')}</Text>
          <Button
            component={Link}
            to={loginPath(lang, `${location.pathname}${location.search}`)}
            variant="light"
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {t('anfrage.login')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      <Button
        size="md"
        fullWidth
        leftSection={<IconMessage size={20} aria-hidden />}
        onClick={dialog.open}
        className={classes.noPrint}
        data-testid="anfrage-open"
      >
        {t('anfrage.button')}
      </Button>
      <OnceOpened opened={opened}>
        <AnfrageDialog objektId={objektId} name={name} opened={opened} onClose={dialog.close} />
      </OnceOpened>
    </>
  );
}
