import { Alert, Button, Container, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ApiError } from '../../data/client';
import { objektQuery } from '../../data/objekt';
import { useLang } from '../../hooks/useLang';
import { useSession } from '../../hooks/useSession';
import { NotFoundPanel } from '../detailansicht/components/NotFoundPanel';
import { hasBestaetigung, rememberBestaetigung } from './bestaetigung';
import { AdvertiseIntro } from './components/AdvertiseIntro';
import { ObjektEditor } from './ObjektEditor';

const uuid = z.uuid();

/**
 * The editor screen of both routes: loads the object; an id the server does not know is a new
 * property (after the ownership confirmation, spec 5); someone else's object is refused here as on the
 * server. Keyed by id, so switching objects starts a fresh form.
 */
export function EditorScreen() {
  const { objektId = '' } = useParams();
  if (!uuid.safeParse(objektId).success) return <NotFoundPanel />;
  return <EditorLoader key={objektId} id={objektId} />;
}

function EditorLoader({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { isAdmin, user } = useSession();
  const query = useQuery(objektQuery(id));
  const [confirmed, setConfirmed] = useState(() => hasBestaetigung(id));

  if (query.isPending) return <LoadingState minHeight="60vh" />;
  const isNew = query.error instanceof ApiError && query.error.status === 404 && !query.data;
  if (query.error && !isNew && !query.data) {
    return (
      <Container py="xl">
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      </Container>
    );
  }
  const objekt = query.data ?? null;
  if (!objekt && !isAdmin && !confirmed) {
    return (
      <AdvertiseIntro
        onConfirm={() => {
          rememberBestaetigung(id);
          setConfirmed(true);
        }}
      />
    );
  }
  if (objekt && !isAdmin && objekt.owner !== user.id) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Alert color="gold" icon={<IconLock size={20} />} data-testid="editor-not-yours">
            {t('objekt.editor.notYours')}
          </Alert>
          <Button
            component={Link}
            to={`/${lang}/standortsuche/${id}`}
            variant="default"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('objekt.editor.view')}
          </Button>
        </Stack>
      </Container>
    );
  }
  return <ObjektEditor id={id} objekt={objekt} />;
}
