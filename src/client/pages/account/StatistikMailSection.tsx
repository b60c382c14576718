import { Anchor, Paper, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../components/feedback/ErrorState';
import { useSetStatistikMail } from '../../data/account';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { myPropertiesPath } from '../../lib/authPaths';

/**
 * The monthly summary of the own listings' figures by mail (opt-in, off by default): a switch that saves at
 * once. Owners get it on the 1st of each month for the month before, as long as they have listings.
 */
export function StatistikMailSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const setStatistikMail = useSetStatistikMail();
  const errorMessage = useErrorMessage();

  const change = (on: boolean) =>
    setStatistikMail.mutate(on, {
      onSuccess: () =>
        notifications.show({
          color: 'petrol',
          message: on ? t('account.statistikMail.switchedOn') : t('account.statistikMail.switchedOff'),
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: t('error.savingFailed'), message: errorMessage(error) }),
    });

  return (
    <Paper
      withBorder
      shadow="sm"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="statistik-mail-title"
      data-testid="statistik-mail-section"
    >
      <Title id="statistik-mail-title" order={2} size="h3" c="brand.9" mb={4}>
        {t('account.statistikMail.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('account.statistikMail.lead')}{' '}
        <Anchor component={Link} to={myPropertiesPath(lang)} size="sm" underline="always">
          {t('account.statistikMail.myProperties')}
        </Anchor>
      </Text>
      <Switch
        checked={user.statistikMail ?? false}
        onChange={(event) => change(event.currentTarget.checked)}
        disabled={setStatistikMail.isPending}
        label={t('account.statistikMail.label')}
        data-testid="statistik-mail-switch"
      />
    </Paper>
  );
}
