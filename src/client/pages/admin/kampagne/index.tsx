import { Anchor, Container, EmptyState } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useAdminKampagne } from '../../../data/admin-kampagnen';
import { ApiError } from '../../../data/client';
import { useLang } from '../../../hooks/useLang';
import { KampagneEditor } from './components/KampagneEditor';

/** /{lang}/admin/kampagnen/{id}: loads the campaign and opens the editor (one editor state per id). */
export default function AdminKampagnePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const kampagne = useAdminKampagne(valid ? id : 0);

  if (valid && kampagne.data) return <KampagneEditor key={id} kampagne={kampagne.data} />;
  const notFound = !valid || (kampagne.error instanceof ApiError && kampagne.error.status === 404);
  return (
    <Container size="xl" py="xl">
      {notFound ? (
        <EmptyState
          icon={<IconFileOff size={28} />}
          variant="light"
          title={t('admin.kampagnen.notFound')}
          data-testid="kampagne-not-found"
        >
          <EmptyState.Actions>
            <Anchor component={Link} to={`/${lang}/admin/kampagnen`} fw={600}>
              {t('admin.common.back')}
            </Anchor>
          </EmptyState.Actions>
        </EmptyState>
      ) : kampagne.isError ? (
        <ErrorState error={kampagne.error} onRetry={() => void kampagne.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Container>
  );
}
