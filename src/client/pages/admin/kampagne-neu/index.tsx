import { Container } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useCreateKampagne } from '../../../data/admin-kampagnen';
import { useLang } from '../../../hooks/useLang';

/**
 * /{lang}/admin/kampagnen/neu (spec 2: redirects to a new id): creates an empty, inactive campaign on
 * the server and replaces the URL with its editor, so 'back' does not create another one.
 */
export default function AdminKampagneNeuPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const { mutateAsync: create } = useCreateKampagne();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // StrictMode runs effects twice: one campaign per attempt.
    if (started.current === attempt) return;
    started.current = attempt;
    create().then(
      (created) => navigate(`/${lang}/admin/kampagnen/${created.id}`, { replace: true }),
      (e: unknown) => setError(e),
    );
  }, [attempt, lang, navigate, create]);

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
