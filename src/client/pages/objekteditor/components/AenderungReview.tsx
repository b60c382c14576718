import { Alert, Button, Group, Image, Modal, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconGitCompare, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/domain/format';
import type { Aenderung } from '../../../../shared/schemas/aenderung';
import type { Objekt, Objektbild } from '../../../../shared/schemas/objekt';
import { useErrorMessage } from '../../../components/feedback/ErrorState';
import { useAenderungAblehnen, useAenderungFreigeben } from '../../../data/aenderung';
import { useLang } from '../../../hooks/useLang';
import { feldLabelKey, formatWert } from '../../../lib/aenderungText';
import { dateiUrl, isPdf } from '../../../lib/objektText';

const cell = { whiteSpace: 'pre-wrap', verticalAlign: 'top' } as const;

/** Thumbnails (or names, for documents) of one group of changed files. */
function Dateien({ label, files, testId }: { label: string; files: readonly Objektbild[]; testId: string }) {
  if (files.length === 0) return null;
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="sm" fw={600}>
        {label} ({files.length})
      </Text>
      <Group gap="xs">
        {files.map((f) =>
          isPdf(f) ? (
            <Text key={f.msid} size="sm">
              {f.titel ?? f.crmfilename}
            </Text>
          ) : (
            <Image key={f.msid} src={dateiUrl(f, 240)} alt={f.titel ?? f.crmfilename} w={120} h={80} radius="sm" />
          ),
        )}
      </Group>
    </Stack>
  );
}

/**
 * The agency's review of an owner's change of a released property (issue 19 part 3): field by field old →
 * new, files added, removed, retitled and reordered, and the decision — release (confirmed) or reject with
 * a reason for the owner. Both name the revision shown, so a change saved again meanwhile is refused.
 */
export function AenderungReview({
  objektId,
  aenderung,
  onReleased,
}: {
  objektId: string;
  aenderung: Aenderung;
  /** The released object: the editor's form takes it as its new start. */
  onReleased: (objekt: Objekt) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorMessage = useErrorMessage();
  const freigeben = useAenderungFreigeben(objektId);
  const ablehnen = useAenderungAblehnen(objektId);
  const [rejecting, setRejecting] = useState(false);
  const [grund, setGrund] = useState('');
  const [grundError, setGrundError] = useState<string | null>(null);
  const words = { empty: t('objekt.aenderung.empty'), yes: t('objekt.aenderung.yes'), no: t('objekt.aenderung.no') };
  const date = formatDate(aenderung.geaendertam, lang, { dateStyle: 'long', timeStyle: 'short' });
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: t('error.savingFailed'), message: errorMessage(error) });
  const { bilder } = aenderung;
  const noFiles =
    !bilder.hinzugefuegt.length && !bilder.entfernt.length && !bilder.umbenannt.length && !bilder.reihenfolgeGeaendert;
  const offen = aenderung.status === 'offen';

  const confirmRelease = () =>
    modals.openConfirmModal({
      title: t('objekt.aenderung.releaseTitle'),
      children: <Text size="sm">{t('objekt.aenderung.releaseText')}</Text>,
      labels: { confirm: t('objekt.aenderung.release'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'aenderung-release-confirm' } as Record<string, unknown>,
      onConfirm: () =>
        freigeben.mutate(aenderung.revision, {
          onSuccess: (objekt) => {
            notifications.show({ color: 'petrol', message: t('objekt.aenderung.releaseDone') });
            onReleased(objekt);
          },
          onError: failed,
        }),
    });
  const reject = () => {
    if (!grund.trim()) {
      setGrundError(t('error.required'));
      return;
    }
    ablehnen.mutate(
      { revision: aenderung.revision, grund: grund.trim() },
      {
        onSuccess: () => {
          setRejecting(false);
          notifications.show({ color: 'petrol', message: t('objekt.aenderung.rejectDone') });
        },
        onError: failed,
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', md: 'lg' }} data-testid="aenderung-review" id="aenderung">
      <Stack gap="md">
        <Group gap="xs">
          <IconGitCompare size={22} aria-hidden />
          <Title order={2} size="h3">
            {t('objekt.aenderung.reviewTitle')}
          </Title>
        </Group>
        <Text size="sm" c="gray.7">
          {t('objekt.aenderung.reviewLead', { user: aenderung.benutzer ?? '—', date, revision: aenderung.revision })}
        </Text>
        {!offen && (
          <Alert color="red" variant="light" data-testid="aenderung-review-rejected">
            {t('objekt.aenderung.reviewRejected', { grund: aenderung.grund ?? '' })}
          </Alert>
        )}
        {aenderung.felder.length === 0 ? (
          <Text size="sm">{t('objekt.aenderung.noFieldChanges')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" fz="sm" withTableBorder data-testid="aenderung-diff">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="24%">{t('objekt.aenderung.colField')}</Table.Th>
                  <Table.Th>{t('objekt.aenderung.colOld')}</Table.Th>
                  <Table.Th>{t('objekt.aenderung.colNew')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {aenderung.felder.map((f) => (
                  <Table.Tr key={f.feld} data-feld={f.feld}>
                    <Table.Td style={cell} fw={600}>
                      {t(`objekt.field.${feldLabelKey(f.feld)}`)}
                    </Table.Td>
                    <Table.Td style={cell} bg="red.0" td="line-through">
                      {formatWert(f.feld, f.alt, lang, words)}
                    </Table.Td>
                    <Table.Td style={cell} bg="green.0">
                      {formatWert(f.feld, f.neu, lang, words)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Title order={3} size="h5">
          {t('objekt.aenderung.images')}
        </Title>
        {noFiles ? (
          <Text size="sm">{t('objekt.aenderung.noImageChanges')}</Text>
        ) : (
          <Stack gap="sm">
            <Dateien label={t('objekt.aenderung.imagesAdded')} files={bilder.hinzugefuegt} testId="aenderung-added" />
            <Dateien label={t('objekt.aenderung.imagesRemoved')} files={bilder.entfernt} testId="aenderung-removed" />
            <Dateien
              label={t('objekt.aenderung.imagesRetitled')}
              files={bilder.umbenannt}
              testId="aenderung-retitled"
            />
            {bilder.reihenfolgeGeaendert && <Text size="sm">{t('objekt.aenderung.imagesReordered')}</Text>}
          </Stack>
        )}
        {offen && (
          <Group>
            <Button
              leftSection={<IconCheck size={18} aria-hidden />}
              onClick={confirmRelease}
              loading={freigeben.isPending}
              data-testid="aenderung-release"
            >
              {t('objekt.aenderung.release')}
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={() => setRejecting(true)}
              data-testid="aenderung-reject"
            >
              {t('objekt.aenderung.reject')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={t('objekt.aenderung.rejectTitle')}>
        <Stack>
          <Text size="sm">{t('objekt.aenderung.rejectText')}</Text>
          <Textarea
            label={t('objekt.aenderung.rejectReason')}
            required
            autosize
            minRows={3}
            maxLength={500}
            value={grund}
            error={grundError}
            onChange={(event) => {
              setGrund(event.currentTarget.value);
              setGrundError(null);
            }}
            data-testid="aenderung-reject-grund"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={reject} loading={ablehnen.isPending} data-testid="aenderung-reject-confirm">
              {t('objekt.aenderung.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
