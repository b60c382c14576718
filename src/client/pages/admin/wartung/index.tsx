import { Alert, Button, Checkbox, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WARTUNG_BEREICHE, type WartungBereich } from '../../../../shared/domain/wartung';
import { ErrorState, useErrorMessage } from '../../../components/feedback/ErrorState';
import { FeatureRevisedNotice } from '../../../components/feedback/FeatureRevisedNotice';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { wartungQuery } from '../../../data/queries';
import { useSetWartung } from '../../../data/wartung';

/**
 * /{lang}/admin/wartung: marks public screens (location search, funding compass, know-how, glossary) as
 * 'being revised, available again in a few days' (spec 1); their routes show that notice with the
 * agency's contact until the mark is removed here.
 */
export default function AdminWartungPage() {
  const { t } = useTranslation();
  const wartung = useQuery(wartungQuery);
  return (
    <>
      <PageHeader title={t('admin.wartung.title')} lead={t('admin.wartung.lead')} />
      <Container py={{ base: 24, md: 40 }} size="md">
        {wartung.isPending ? (
          <LoadingState />
        ) : wartung.error ? (
          <ErrorState error={wartung.error} onRetry={() => wartung.refetch()} />
        ) : (
          <WartungForm key={wartung.data.bereiche.join(',')} marked={wartung.data.bereiche} />
        )}
      </Container>
    </>
  );
}

function WartungForm({ marked }: { marked: readonly WartungBereich[] }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSetWartung();
  const [chosen, setChosen] = useState<string[]>([...marked]);
  const changed = chosen.length !== marked.length || chosen.some((b) => !marked.includes(b as WartungBereich));

  const submit = () =>
    save.mutate(
      { bereiche: WARTUNG_BEREICHE.filter((b) => chosen.includes(b)) },
      { onSuccess: () => notifications.show({ color: 'petrol', message: t('admin.wartung.saved') }) },
    );

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Checkbox.Group value={chosen} onChange={setChosen} label={t('admin.wartung.label')}>
          <Stack gap="sm" mt="md">
            {WARTUNG_BEREICHE.map((b) => (
              <Checkbox
                key={b}
                value={b}
                label={t(`admin.wartung.bereich.${b}`)}
                description={marked.includes(b) ? t('admin.wartung.active') : undefined}
                data-testid={`wartung-${b}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {save.error && (
          <Alert color="red" mt="md">
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button
            onClick={submit}
            disabled={!changed}
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            data-testid="wartung-save"
          >
            {t('admin.wartung.save')}
          </Button>
        </Group>
      </Paper>
      <Stack gap="xs">
        <Text size="sm" c="gray.7">
          {t('admin.wartung.preview')}
        </Text>
        <FeatureRevisedNotice />
      </Stack>
    </Stack>
  );
}
