import { ActionIcon, Tooltip } from '@mantine/core';
import {
  IconCircleDashed,
  IconCircleDot,
  IconEraser,
  IconLassoPolygon,
  IconMapPinSearch,
  IconPolygon,
  IconRuler2,
  IconStack2,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MeasureMode } from '../../../components/map/measure';
import type { GebietModus } from '../gebietDraw';
import classes from '../Standortsuche.module.css';

const MODES: { mode: MeasureMode; icon: typeof IconRuler2 }[] = [
  { mode: 'line', icon: IconRuler2 },
  { mode: 'area', icon: IconPolygon },
  { mode: 'radius', icon: IconCircleDashed },
];

const GEBIET_MODES: { modus: GebietModus; icon: typeof IconRuler2 }[] = [
  { modus: 'polygon', icon: IconLassoPolygon },
  { modus: 'kreis', icon: IconCircleDot },
];

/** One button of the tool bar: an icon with its name as tooltip and label; `pressed` for a mode's toggle. */
function ToolButton({
  label,
  icon: Icon,
  onClick,
  pressed,
  color = 'pink',
  disabled,
  testId,
}: {
  label: string;
  icon: typeof IconRuler2;
  onClick: () => void;
  pressed?: boolean;
  color?: string;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Tooltip label={label} position="left" withArrow>
      <ActionIcon
        size={40}
        variant={pressed ? 'filled' : 'white'}
        color={pressed ? color : 'dark'}
        onClick={onClick}
        aria-pressed={pressed}
        disabled={disabled}
        aria-label={label}
        data-testid={testId}
        className={classes.tool}
      >
        <Icon size={21} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The map's tool bar (spec 2): the layer panel; measuring a line, an area or a radius (a button toggles its
 * mode, 'clear' removes the measurements); drawing an area filter (issue 25: polygon or circle, or a circle
 * around a place chosen in a dialog, the keyboard's way).
 */
export function MapTools({
  layersOpen,
  onLayers,
  mode,
  onMode,
  canClear,
  onClear,
  gebietModus,
  onGebietModus,
  onUmkreis,
}: {
  layersOpen: boolean;
  onLayers: () => void;
  mode: MeasureMode | null;
  onMode: (mode: MeasureMode | null) => void;
  canClear: boolean;
  onClear: () => void;
  gebietModus: GebietModus | null;
  onGebietModus: (modus: GebietModus | null) => void;
  onUmkreis: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.tools} role="toolbar" aria-label={t('standortsuche.tools.label')}>
      <ToolButton
        label={t('standortsuche.layers.title')}
        icon={IconStack2}
        onClick={onLayers}
        pressed={layersOpen}
        color="brand"
        testId="tool-layers"
      />
      <div className={classes.toolGroup}>
        {MODES.map(({ mode: m, icon }) => (
          <ToolButton
            key={m}
            label={t(`standortsuche.tools.${m}`)}
            icon={icon}
            onClick={() => onMode(mode === m ? null : m)}
            pressed={mode === m}
            testId={`tool-measure-${m}`}
          />
        ))}
        <ToolButton
          label={t('standortsuche.tools.clear')}
          icon={IconEraser}
          onClick={onClear}
          disabled={!canClear}
          testId="tool-measure-clear"
        />
      </div>
      <div className={classes.toolGroup}>
        {GEBIET_MODES.map(({ modus, icon }) => (
          <ToolButton
            key={modus}
            label={t(`standortsuche.gebiet.draw.${modus}`)}
            icon={icon}
            onClick={() => onGebietModus(gebietModus === modus ? null : modus)}
            pressed={gebietModus === modus}
            color="brand"
            testId={`tool-gebiet-${modus}`}
          />
        ))}
        <ToolButton
          label={t('standortsuche.gebiet.umkreisTitle')}
          icon={IconMapPinSearch}
          onClick={onUmkreis}
          testId="tool-gebiet-umkreis"
        />
      </div>
    </div>
  );
}
