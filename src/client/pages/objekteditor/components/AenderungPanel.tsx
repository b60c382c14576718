import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Objekt } from '../../../../shared/schemas/objekt';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { aenderungQuery } from '../../../data/aenderung';
import { AenderungBanner } from './AenderungBanner';
import { AenderungReview } from './AenderungReview';

/**
 * The pending change of a released property in the editor: the owner's banner (hint, change under review,
 * rejection with its reason, withdrawal) or the agency's review with the diff and the decision.
 */
export function AenderungPanel({
  objektId,
  admin,
  onReplaced,
}: {
  objektId: string;
  admin: boolean;
  /** The object after a withdrawal or a release: the form starts again from the published version. */
  onReplaced: (objekt: Objekt) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(aenderungQuery(objektId));
  if (query.isPending) return null;
  if (query.error) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (!admin) return <AenderungBanner objektId={objektId} aenderung={query.data} onWithdrawn={onReplaced} />;
  if (!query.data) return null;
  return (
    <>
      <Alert color="gold" variant="light" data-testid="aenderung-admin-hint">
        {t('objekt.aenderung.adminPending')}
      </Alert>
      <AenderungReview objektId={objektId} aenderung={query.data} onReleased={onReplaced} />
    </>
  );
}
