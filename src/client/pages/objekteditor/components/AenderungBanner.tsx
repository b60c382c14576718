import { Alert, Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconHourglassHigh, IconInfoCircle, IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/domain/format';
import type { Aenderung } from '../../../../shared/schemas/aenderung';
import type { Objekt } from '../../../../shared/schemas/objekt';
import { useErrorMessage } from '../../../components/feedback/ErrorState';
import { useAenderungZurueckziehen } from '../../../data/aenderung';
import { useLang } from '../../../hooks/useLang';

/**
 * What the owner of a released property reads above the editor (issue 19 part 3): that edits wait for the
 * agency's review; a waiting change with its date ("Änderung in Prüfung"); a rejected one with the
 * agency's reason. Both can be withdrawn after a confirmation; the published version stays.
 */
export function AenderungBanner({
  objektId,
  aenderung,
  onWithdrawn,
}: {
  objektId: string;
  aenderung: Aenderung | null;
  /** After the withdrawal, with the published version the editor starts again from. */
  onWithdrawn: (objekt: Objekt) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorMessage = useErrorMessage();
  const withdraw = useAenderungZurueckziehen(objektId);

  if (!aenderung) {
    return (
      <Alert color="brand" variant="light" icon={<IconInfoCircle size={20} />} data-testid="aenderung-hint">
        {t('objekt.aenderung.releasedHint')}
      </Alert>
    );
  }
  const date = formatDate(aenderung.geaendertam, lang, { dateStyle: 'long', timeStyle: 'short' });
  const rejected = aenderung.status === 'abgelehnt';
  const confirmWithdraw = () =>
    modals.openConfirmModal({
      title: t('objekt.aenderung.withdrawTitle'),
      children: <Text size="sm">{t('objekt.aenderung.withdrawText')}</Text>,
      labels: { confirm: t('objekt.aenderung.withdraw'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'aenderung-withdraw-confirm' } as Record<string, unknown>,
      onConfirm: () =>
        withdraw.mutate(undefined, {
          onSuccess: (objekt) => {
            notifications.show({ color: 'petrol', message: t('objekt.aenderung.withdrawDone') });
            onWithdrawn(objekt);
          },
          onError: (error) =>
            notifications.show({ color: 'red', title: t('error.savingFailed'), message: errorMessage(error) }),
        }),
    });

  return (
    <Alert
      color={rejected ? 'red' : 'gold'}
      variant="light"
      icon={rejected ? <IconMessageReport size={20} /> : <IconHourglassHigh size={20} />}
      title={rejected ? t('objekt.aenderung.rejectedTitle') : t('objekt.aenderung.bannerTitle')}
      data-testid={rejected ? 'aenderung-rejected' : 'aenderung-banner'}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {rejected ? t('objekt.aenderung.rejectedText', { date }) : t('objekt.aenderung.bannerText', { date })}
        </Text>
        {rejected && aenderung.grund && (
          <Text size="sm" fw={600} data-testid="aenderung-grund" style={{ whiteSpace: 'pre-wrap' }}>
            {t('objekt.aenderung.reason', { grund: aenderung.grund })}
          </Text>
        )}
        <Button
          size="xs"
          variant="default"
          onClick={confirmWithdraw}
          loading={withdraw.isPending}
          data-testid="aenderung-withdraw"
        >
          {t('objekt.aenderung.withdraw')}
        </Button>
      </Stack>
    </Alert>
  );
}
