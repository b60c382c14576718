import { Container, Paper, Select, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/feedback/ErrorState';
import { PageHeader } from '../../../components/PageHeader';
import { maklerQuery } from '../../../data/import';
import { useSession } from '../../../hooks/useSession';
import FeedUpload from './components/FeedUpload';
import { ImportHistory } from './components/ImportHistory';

/**
 * /{lang}/admin/import (issue #26): a broker uploads an OpenImmo feed of the own listings and sees its report
 * and the earlier runs; an administrator first chooses the broker to import for. Users who are neither are
 * told that the import is for brokers (the server refuses them anyway).
 */
export default function AdminImportPage() {
  const { t } = useTranslation();
  const { user, isAdmin } = useSession();
  return (
    <>
      <PageHeader title={t('import.title')} lead={t('pages.admin-import.lead')} />
      <Container py={{ base: 24, md: 40 }} size="lg">
        {isAdmin ? <AdminImport /> : user.makler ? <MaklerImport makler={null} showMakler={false} /> : <NotBroker />}
      </Container>
    </>
  );
}

function MaklerImport({
  makler,
  showMakler,
  disabled = false,
}: {
  makler: number | null;
  showMakler: boolean;
  disabled?: boolean;
}) {
  return (
    <Stack gap="xl">
      <FeedUpload key={makler ?? 'own'} makler={makler} disabled={disabled} />
      <ImportHistory makler={makler} showMakler={showMakler} />
    </Stack>
  );
}

/** An administrator imports for a broker chosen first; until then the history shows every broker's runs. */
function AdminImport() {
  const { t } = useTranslation();
  const brokers = useQuery(maklerQuery);
  const [makler, setMakler] = useState<string | null>(null);
  const options = (brokers.data?.items ?? []).map((u) => ({
    value: String(u.id),
    // The company first: brokers are known to the agency by their firm; the address tells two apart.
    label: u.companyName ? `${u.companyName} (${u.email})` : u.email,
  }));
  return (
    <Stack gap="xl">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        {brokers.error ? (
          <ErrorState error={brokers.error} onRetry={() => void brokers.refetch()} />
        ) : (
          <Select
            label={t('import.makler.label')}
            description={options.length === 0 && !brokers.isPending ? t('import.makler.none') : t('import.makler.hint')}
            placeholder={t('import.makler.placeholder')}
            data={options}
            value={makler}
            onChange={setMakler}
            searchable
            withAsterisk
            disabled={brokers.isPending}
            maw={480}
            data-testid="import-makler"
          />
        )}
      </Paper>
      <MaklerImport
        makler={makler === null ? null : Number(makler)}
        showMakler={makler === null}
        disabled={makler === null}
      />
    </Stack>
  );
}

function NotBroker() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" py="xl" data-testid="import-not-broker">
      <ThemeIcon size={64} radius="xl" color="gold" variant="light" aria-hidden>
        <IconLock size={34} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('import.notBroker.title')}
      </Title>
      <Text c="gray.7" maw={560}>
        {t('import.notBroker.text')}
      </Text>
    </Stack>
  );
}
