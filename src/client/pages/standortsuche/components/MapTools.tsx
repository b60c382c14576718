import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCircleDashed, IconEraser, IconPolygon, IconRuler2, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MeasureMode } from '../../../components/map/measure';
import classes from '../Standortsuche.module.css';

const MODES: { mode: MeasureMode; icon: typeof IconRuler2 }[] = [
  { mode: 'line', icon: IconRuler2 },
  { mode: 'area', icon: IconPolygon },
  { mode: 'radius', icon: IconCircleDashed },
];

/**
 * The map's tool bar (spec 2): the layer panel and measuring a line, an area or a radius. A measuring
 * button toggles its mode; 'clear' removes the measurements.
 */
export function MapTools({
  layersOpen,
  onLayers,
  mode,
  onMode,
  canClear,
  onClear,
}: {
  layersOpen: boolean;
  onLayers: () => void;
  mode: MeasureMode | null;
  onMode: (mode: MeasureMode | null) => void;
  canClear: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.tools} role="toolbar" aria-label={t('standortsuche.tools.label')}>
      <Tooltip label={t('standortsuche.layers.title')} position="left" withArrow>
        <ActionIcon
          size={40}
          variant={layersOpen ? 'filled' : 'white'}
          color={layersOpen ? 'brand' : 'dark'}
          onClick={onLayers}
          aria-pressed={layersOpen}
          aria-label={t('standortsuche.layers.title')}
          data-testid="tool-layers"
          className={classes.tool}
        >
          <IconStack2 size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <div className={classes.toolGroup}>
        {MODES.map(({ mode: m, icon: Icon }) => (
          <Tooltip key={m} label={t(`standortsuche.tools.${m}`)} position="left" withArrow>
            <ActionIcon
              size={40}
              variant={mode === m ? 'filled' : 'white'}
              color={mode === m ? 'pink' : 'dark'}
              onClick={() => onMode(mode === m ? null : m)}
              aria-pressed={mode === m}
              aria-label={t(`standortsuche.tools.${m}`)}
              data-testid={`tool-measure-${m}`}
              className={classes.tool}
            >
              <Icon size={21} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ))}
        <Tooltip label={t('standortsuche.tools.clear')} position="left" withArrow>
          <ActionIcon
            size={40}
            variant="white"
            color="dark"
            onClick={onClear}
            disabled={!canClear}
            aria-label={t('standortsuche.tools.clear')}
            data-testid="tool-measure-clear"
            className={classes.tool}
          >
            <IconEraser size={21} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </div>
    </div>
  );
}
