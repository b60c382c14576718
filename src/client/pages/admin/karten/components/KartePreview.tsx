import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkStylejsonText } from '../../../../../shared/domain/karte';
import type { Karte } from '../../../../../shared/schemas/reference';
import { useCreateKartenMap } from '../../../../components/map/createKartenMap';
import { KartenLayers, type KartenStatus } from '../../../../components/map/KartenLayers';
import { AustriaOutline } from '../../../../components/map/MapLayers';
import { MapProvider, MapView } from '../../../../components/map/MapProvider';
import { useThemenlayerInfo } from '../../../../data/map';

/** The id of the layer under preview; no stored karte has it. */
const PREVIEW_ID = -1;

/**
 * The edited layer on a small map over the offline base (Austria's outline), built by the same layer
 * builder as the search map. An invalid definition draws nothing and says why; a service that does not
 * answer (as every tile server in an offline sandbox) leaves the layer empty and says so, without errors.
 */
export function KartePreview({
  stylejson,
  gruppe,
  reihenfolge,
}: {
  /** The JSON text of the editor (debounced by the caller). */
  stylejson: string;
  gruppe: string;
  reihenfolge: number;
}) {
  const { t } = useTranslation();
  const createMap = useCreateKartenMap();
  const check = useMemo(() => checkStylejsonText(stylejson), [stylejson]);
  const [status, setStatus] = useState<{ text: string; value: KartenStatus } | null>(null);
  const karten = useMemo<Karte[]>(
    () =>
      check.ok
        ? [
            {
              id: PREVIEW_ID,
              title: 'preview',
              title_en: null,
              gruppe,
              reihenfolge,
              stylejson: check.style,
              legendUrl: null,
              adminsOnly: false,
            },
          ]
        : [],
    [check, gruppe, reihenfolge],
  );
  const active = useMemo(() => new Set([PREVIEW_ID]), []);
  // An imported layer (type 'themenlayer') must be one the portal has; the list is public and small.
  const themen = useThemenlayerInfo(karten);
  const unknownLayer =
    check.ok && check.style.type === 'themenlayer' && themen.size > 0 && !themen.has(check.style.layer);
  // A status belongs to the definition it was reported for; a new text starts without one.
  const current = status?.text === stylejson ? status.value : 'idle';

  return (
    <Stack gap="xs">
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        {/* The search map's own map: it fits the region once it has a size (the modal lays out late). */}
        <MapProvider create={createMap}>
          <AustriaOutline />
          <KartenLayers
            karten={karten}
            active={active}
            onStatus={(_id, value) => setStatus({ text: stylejson, value })}
          />
          <MapView label={t('admin.karten.preview.label')} height={280} />
        </MapProvider>
      </Paper>
      {!check.ok ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="karte-preview-invalid">
          {t('admin.karten.preview.invalid', { message: t(check.message as 'admin.karten.validation.invalidJson') })}
        </Alert>
      ) : unknownLayer ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="karte-preview-unknown"
        >
          {t('admin.karten.preview.unknownLayer')}
        </Alert>
      ) : check.style.type === 'vector-local' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('admin.karten.preview.local')}
        </Alert>
      ) : current === 'failed' ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="karte-preview-failed">
          {t('admin.karten.preview.failed')}
        </Alert>
      ) : null}
      <Text size="xs" c="gray.7">
        {t('admin.karten.preview.hint')}
      </Text>
    </Stack>
  );
}
