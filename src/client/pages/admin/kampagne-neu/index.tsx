import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { adminKampagnenQuery, adminKampagneQuery, kampagnenApi } from '../../../data/admin-kampagnen';
import { useLang } from '../../../hooks/useLang';

/**
 * /{lang}/admin/kampagnen/neu (spec 2: redirects to a new id): creates an empty, inactive campaign on
 * the server and replaces the URL with its editor, so 'back' does not create another one.
 */
export default function AdminKampagneNeuPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // StrictMode runs effects twice: one campaign per attempt.
    if (started.current === attempt) return;
    started.current = attempt;
    kampagnenApi.create().then(
      (created) => {
        queryClient.setQueryData(adminKampagneQuery(created.id).queryKey, created);
        void queryClient.invalidateQueries({ queryKey: adminKampagnenQuery.queryKey, exact: true });
        navigate(`/${lang}/admin/kampagnen/${created.id}`, { replace: true });
      },
      (e: unknown) => setError(e),
    );
  }, [attempt, lang, navigate, queryClient]);

  return (
    <Container size="xl" py="xl">
      {error ? (
        <ErrorState
          error={error}
          onRetry={() => {
            setError(null);
            setAttempt((a) => a + 1);
          }}
        />
      ) : (
        <LoadingState />
      )}
    </Container>
  );
}
