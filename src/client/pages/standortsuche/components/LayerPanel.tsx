import {
  ActionIcon,
  Badge,
  Checkbox,
  CloseButton,
  Group,
  Paper,
  Radio,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OBJEKTARTEN } from '../../../../shared/domain/objekt';
import { istDemodaten, THEMENLAYER_FARBEN, WIDMUNG_FARBEN } from '../../../../shared/domain/themenlayer';
import type { Karte } from '../../../../shared/schemas/reference';
import type { ThemenlayerKarte } from '../../../../shared/schemas/themenlayer';
import type { KartenStatus } from '../../../components/map/KartenLayers';
import { karteThema, karteTitle, type ThemenlayerInfo } from '../../../components/map/karteLayers';
import { OBJEKT_SPRITE, SPRITE_CELL, STAR_ICON } from '../../../components/map/objektStyle';
import { useThemenlayerInfo } from '../../../data/map';
import { useLang } from '../../../hooks/useLang';
import classes from '../Standortsuche.module.css';

export const OFFLINE_BASEMAP = 'offline';

export interface LayerPanelProps {
  karten: readonly Karte[];
  basemap: number | typeof OFFLINE_BASEMAP;
  onBasemap: (id: number | typeof OFFLINE_BASEMAP) => void;
  overlays: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  status: ReadonlyMap<number, KartenStatus>;
  onClose: () => void;
}

/**
 * The layer panel of the map (spec 2 'Layers'): basemaps of the karte table and the offline map, thematic
 * layers (zoning plan, flood areas 30/100/200/300, Natura 2000, reachability), border layers, and the
 * legend of markers and switched-on layers, each under the title its administrator gave it. adminsOnly
 * layers reach administrators only (the server sends them only to them). A source that fails is marked, not
 * retried; reachability without a layer says how an administrator adds one. Imported thematic layers
 * (type 'themenlayer') switched on get a legend entry with their colours and source, marked when it is
 * demo data.
 */
export function LayerPanel({ karten, basemap, onBasemap, overlays, onToggle, status, onClose }: LayerPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const basemaps = karten.filter((k) => k.gruppe === 'basemap');
  const themen = karten.filter((k) => k.gruppe === 'overlay');
  const borders = karten.filter((k) => k.gruppe === 'border');
  const hasReachability = themen.some((k) => karteThema(k) === 'erreichbarkeit');
  const themenInfo = useThemenlayerInfo(karten);
  // The imported layers switched on, for the legend: the karte's title, its colours and source.
  const gezeichnet = themen.flatMap((karte) => {
    const info = importierterLayer(karte, themenInfo);
    return info && overlays.has(karte.id) ? [{ karte, info }] : [];
  });

  // Every layer is shown under the title its administrator gave it, the English one on English pages.
  const title = (karte: Karte) => karteTitle(karte, lang);
  const unreachable = (id: number) =>
    status.get(id) === 'failed' ? (
      <Badge size="xs" color="gray" variant="light" ml={6}>
        {t('standortsuche.layers.unreachable')}
      </Badge>
    ) : null;

  return (
    <Paper className={classes.layerPanel} shadow="lg" radius="lg" data-testid="layer-panel">
      <Group justify="space-between" px="md" pt="sm" pb={4}>
        <Title order={2} size="h4" c="brand.9" id="layer-panel-title">
          {t('standortsuche.layers.title')}
        </Title>
        <CloseButton onClick={onClose} aria-label={t('common.close')} />
      </Group>
      <ScrollArea.Autosize mah="calc(100% - 52px)" type="auto" offsetScrollbars>
        <Stack gap="md" px="md" pb="md">
          <Radio.Group
            label={t('standortsuche.layers.basemaps')}
            value={String(basemap)}
            onChange={(value) => onBasemap(value === OFFLINE_BASEMAP ? OFFLINE_BASEMAP : Number(value))}
            classNames={{ label: classes.legend }}
          >
            <Stack gap={8} mt={6}>
              {basemaps.map((karte) => (
                <Radio
                  key={karte.id}
                  value={String(karte.id)}
                  label={
                    <>
                      {title(karte)}
                      {unreachable(karte.id)}
                    </>
                  }
                  data-testid={`basemap-${karte.id}`}
                />
              ))}
              <Radio
                value={OFFLINE_BASEMAP}
                label={t('standortsuche.layers.offline')}
                description={t('standortsuche.layers.offlineHint')}
                data-testid="basemap-offline"
              />
            </Stack>
          </Radio.Group>

          <Stack gap={8}>
            <Text className={classes.legend}>{t('standortsuche.layers.themen')}</Text>
            {themen.map((karte) => (
              <OverlayRow
                key={karte.id}
                karte={karte}
                title={title(karte)}
                themen={themenInfo}
                checked={overlays.has(karte.id)}
                onToggle={(on) => onToggle(karte.id, on)}
                badge={unreachable(karte.id)}
              />
            ))}
            {!hasReachability && (
              <Checkbox
                disabled
                label={t('standortsuche.layers.thema.erreichbarkeit')}
                description={t('standortsuche.layers.notAvailable')}
                data-testid="layer-erreichbarkeit"
              />
            )}
          </Stack>

          {borders.length > 0 && (
            <Stack gap={8}>
              <Text className={classes.legend}>{t('standortsuche.layers.grenzen')}</Text>
              {borders.map((karte) => (
                <Checkbox
                  key={karte.id}
                  label={
                    <>
                      {title(karte)}
                      {unreachable(karte.id)}
                    </>
                  }
                  checked={overlays.has(karte.id)}
                  onChange={(event) => onToggle(karte.id, event.currentTarget.checked)}
                  data-testid={`grenze-${karte.id}`}
                />
              ))}
            </Stack>
          )}

          <MarkerLegend>
            {gezeichnet.map(({ karte, info }) => (
              <ThemenlayerLegende key={karte.id} karte={karte} title={title(karte)} info={info} />
            ))}
          </MarkerLegend>
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}

/** The imported layer a karte draws (type 'themenlayer'), if the map knows it. */
function importierterLayer(karte: Karte, themen: ThemenlayerInfo): ThemenlayerKarte | undefined {
  const { type, layer } = karte.stylejson;
  return type === 'themenlayer' && typeof layer === 'number' ? themen.get(layer) : undefined;
}

function OverlayRow({
  karte,
  title,
  themen,
  checked,
  onToggle,
  badge,
}: {
  karte: Karte;
  title: string;
  themen: ThemenlayerInfo;
  checked: boolean;
  onToggle: (on: boolean) => void;
  badge: ReactNode;
}) {
  const { t } = useTranslation();
  const [legend, setLegend] = useState(false);
  const [legendFailed, setLegendFailed] = useState(false);
  const thema = karteThema(karte, themen);
  // An imported layer and a WMS of the same theme may both be listed: their rows are told apart.
  const testId =
    karte.stylejson.type === 'themenlayer' ? `themenlayer-${thema ?? karte.id}` : `layer-${thema ?? karte.id}`;
  return (
    <div>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Checkbox
          label={
            <>
              {title}
              {karte.adminsOnly && (
                <Badge size="xs" variant="light" color="grape" ml={6}>
                  {t('standortsuche.layers.adminsOnly')}
                </Badge>
              )}
              {badge}
            </>
          }
          checked={checked}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          data-testid={testId}
        />
        {karte.legendUrl && (
          <ActionIcon
            variant={legend ? 'light' : 'subtle'}
            color="gray"
            size="sm"
            onClick={() => setLegend((l) => !l)}
            aria-pressed={legend}
            aria-label={t('standortsuche.layers.legendFor', { title })}
          >
            <IconInfoCircle size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      {karte.legendUrl && (legend || checked) && (
        <div className={classes.legendImage}>
          {legendFailed ? (
            <Text size="xs" c="dimmed">
              {t('standortsuche.layers.legendUnavailable')}
            </Text>
          ) : (
            <img
              src={karte.legendUrl}
              alt={t('standortsuche.layers.legendFor', { title })}
              onError={() => setLegendFailed(true)}
              loading="lazy"
            />
          )}
        </div>
      )}
    </div>
  );
}

/** A colour swatch of the legend: the area's fill with its outline. */
function Swatch({ farbe }: { farbe: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        flex: 'none',
        width: 16,
        height: 12,
        borderRadius: 2,
        border: `1.5px solid ${farbe}`,
        background: `color-mix(in srgb, ${farbe} 40%, transparent)`,
      }}
    />
  );
}

/**
 * The legend entry of an imported layer drawn on the map: its title and colour — zoning one colour per
 * category — its source, and a 'demo data' mark when the source says so.
 */
function ThemenlayerLegende({ karte, title, info }: { karte: Karte; title: string; info: ThemenlayerKarte }) {
  const { t } = useTranslation();
  const eigen = typeof karte.stylejson.fill === 'string' ? karte.stylejson.fill : undefined;
  const farben =
    info.art === 'widmung' && !eigen
      ? WIDMUNG_FARBEN.map(({ name, farbe }) => ({ name, farbe }))
      : [{ name: null, farbe: eigen ?? THEMENLAYER_FARBEN[info.art] }];
  return (
    <Stack gap={4} data-testid={`legend-themenlayer-${info.id}`}>
      <Group gap={8} wrap="nowrap">
        {farben.length === 1 && <Swatch farbe={farben[0]?.farbe ?? ''} />}
        <Text size="sm">
          {title}
          {istDemodaten(info.quelle) && (
            <Badge size="xs" variant="light" color="orange" ml={6}>
              {t('standortsuche.layers.demodaten')}
            </Badge>
          )}
        </Text>
      </Group>
      {farben.length > 1 &&
        farben.map(({ name, farbe }) => (
          <Group key={farbe} gap={8} wrap="nowrap" pl={8}>
            <Swatch farbe={farbe} />
            <Text size="xs">{name}</Text>
          </Group>
        ))}
      <Text size="xs" c="gray.7">
        {t('standortsuche.layers.quelle', { quelle: info.quelle })}
      </Text>
    </Stack>
  );
}

/**
 * The legend of the object markers (type colours, grey for 'login needed', the favourite star), after the
 * entries of the imported layers drawn (`children`).
 */
function MarkerLegend({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [w, h] = SPRITE_CELL;
  const pin = (index: number) => (
    <span
      className={classes.legendPin}
      style={{
        backgroundImage: `url(${OBJEKT_SPRITE})`,
        backgroundPosition: `-${(index * w) / 4}px 0`,
        // The sprite holds four pins side by side; shown at a quarter of its drawn size.
        backgroundSize: `${w}px ${h / 4}px`,
        width: w / 4,
        height: h / 4,
      }}
      aria-hidden
    />
  );
  return (
    <Stack gap={6} data-testid="map-legend">
      <Text className={classes.legend}>{t('standortsuche.layers.legend')}</Text>
      {children}
      {OBJEKTARTEN.map((art, i) => (
        <Group key={art.id} gap={8} wrap="nowrap">
          {pin(i)}
          <Text size="sm">{art.name[lang]}</Text>
        </Group>
      ))}
      <Group gap={8} wrap="nowrap">
        {pin(3)}
        <Text size="sm">{t('standortsuche.layers.legendGrey')}</Text>
      </Group>
      <Group gap={8} wrap="nowrap">
        <img src={STAR_ICON} width={16} height={16} alt="" />
        <Text size="sm">{t('standortsuche.layers.legendFavorit')}</Text>
      </Group>
    </Stack>
  );
}
