import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { decodeQuery } from '../../../shared/domain/query';
import { SUCHAUFTRAG_MAX } from '../../../shared/domain/suchauftrag';
import { SPEICHERN_QUERY, SUCHAUFTRAEGE_ANKER } from '../../../shared/domain/suche-speichern';
import { ErrorState } from '../../components/feedback/ErrorState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useSuchauftraege } from '../../data/suchauftrag';
import { SaveSuchauftragDialog, type ZuSpeichern } from './SaveSuchauftragDialog';
import { SuchauftragRow } from './SuchauftragRow';

/**
 * The saved searches on the account page (issue #25): each with open, rename, alert frequency and delete.
 * The map page's and the funding guide's 'Save search' link here with the search in the address
 * (SPEICHERN_QUERY), which opens the save dialog; it leaves the address once the dialog is closed.
 */
export function SuchauftraegeSection() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const list = useSuchauftraege();
  const title = useRef<HTMLHeadingElement>(null);
  const { speichern, suche, bbox } = decodeQuery(SPEICHERN_QUERY, location.search);
  const zuSpeichern: ZuSpeichern | null = speichern ? { art: speichern, suche, bbox } : null;

  // The alerts' 'manage' link ends in #suchauftraege: the section is shown once it has its content.
  const loaded = list.data !== undefined;
  useEffect(() => {
    if (loaded && location.hash === `#${SUCHAUFTRAEGE_ANKER}`) title.current?.scrollIntoView({ block: 'start' });
  }, [loaded, location.hash]);

  const closeDialog = () => {
    navigate({ pathname: location.pathname, hash: SUCHAUFTRAEGE_ANKER }, { replace: true });
  };

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby={SUCHAUFTRAEGE_ANKER}>
      <Title id={SUCHAUFTRAEGE_ANKER} ref={title} order={2} size="h3" c="brand.9" mb={4}>
        {t('suchauftrag.section.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('suchauftrag.section.text', { max: SUCHAUFTRAG_MAX })}
      </Text>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState minHeight={80} />
      ) : list.data.length === 0 ? (
        <Text c="gray.7" fs="italic" data-testid="suchauftraege-empty">
          {t('suchauftrag.section.empty')}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="suchauftraege">
          {list.data.map((s) => (
            <SuchauftragRow key={s.id} suchauftrag={s} />
          ))}
        </Stack>
      )}
      {zuSpeichern && <SaveSuchauftragDialog search={zuSpeichern} onClose={closeDialog} />}
    </Paper>
  );
}
