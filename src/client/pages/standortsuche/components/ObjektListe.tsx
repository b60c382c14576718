import { Anchor, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconLock, IconMapSearch, IconZoomIn } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatNumber } from '../../../../shared/domain/format';
import type { BezirkAnzahl, ObjektKurz } from '../../../../shared/schemas/objekt';
import type { HoverStore } from '../../../components/map/hoverStore';
import { SeekerNotice } from '../../../components/SeekerNotice';
import { VirtualList } from '../../../components/VirtualList';
import { useLang } from '../../../hooks/useLang';
import { loginPath } from '../../../lib/authPaths';
import { detailHref, needsLoginDialog } from '../objektInfo';
import classes from '../Standortsuche.module.css';
import { ObjektRow } from './ObjektRow';

/** By extent with too many matches: their number, the districts (named) and how to zoom into one. */
export interface ZoomHint {
  anzahl: number;
  bezirke: readonly (BezirkAnzahl & { name: string })[];
  onZoom: (bezirk: BezirkAnzahl) => void;
}

/** What stands in the list's place when it lists nothing: an icon, a title and a hint. */
function ListNotice({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <Stack align="center" gap="xs" px="lg" py="xl" ta="center">
      <ThemeIcon size={52} radius="xl" variant="light" color="brand" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={700} c="brand.9" size="lg">
        {title}
      </Text>
      <Text c="gray.7" size="sm">
        {hint}
      </Text>
    </Stack>
  );
}

/**
 * Anonymous visitors: how many listings shown with login lie in the section, and the way to registration
 * that comes back to this map (issue 21).
 */
function GesperrtHinweis({ anzahl }: { anzahl: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  return (
    <div className={classes.gesperrt} data-testid="list-more-after-registration" data-count={anzahl}>
      <IconLock size={18} aria-hidden />
      <div>
        <Text fw={700} size="sm" c="brand.9">
          {t('standortsuche.vorschau.more', { count: anzahl })}
        </Text>
        <Anchor
          component={Link}
          to={loginPath(lang, `${location.pathname}${location.search}`, { mode: 'register' })}
          size="sm"
        >
          {t('standortsuche.vorschau.moreHint')}
        </Anchor>
      </div>
    </div>
  );
}

/** Height of a row in px (the list is virtualised: every row has this height). */
export const ROW_HEIGHT = 128;

/**
 * The list beside the map (spec 2): the objects in the map's extent, virtualised. Without any: 'No results
 * in this map section' and the notice for seekers who find nothing (spec 1); by extent with too many
 * matches: how many, and that zooming in or narrowing the filters lists them.
 */
export function ObjektListe({
  objekte,
  lonLats,
  hoverStore,
  isFavorit,
  loggedIn,
  onLockedClick,
  resetKey,
  zoomHint = null,
  gesperrt = 0,
}: {
  objekte: readonly ObjektKurz[];
  lonLats: ReadonlyMap<string, [number, number]>;
  hoverStore: HoverStore;
  isFavorit: (id: string) => boolean;
  loggedIn: boolean;
  onLockedClick: (objekt: ObjektKurz) => void;
  resetKey: string;
  /** By extent, when too many match for a list: how many, and per district (the map shows those too). */
  zoomHint?: ZoomHint | null;
  /** Anonymous visitors: listings shown with login in the section, counted, not listed. */
  gesperrt?: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (zoomHint !== null) {
    return (
      <div className={classes.emptyList} data-testid="list-zoom-in">
        <ListNotice
          icon={<IconZoomIn size={28} />}
          title={t('standortsuche.list.zoomIn', {
            count: zoomHint.anzahl,
            formatted: formatNumber(zoomHint.anzahl, lang, 0),
          })}
          hint={t('standortsuche.list.zoomInHint')}
        />
        <ul className={classes.bezirkList} data-testid="bezirk-zahlen">
          {zoomHint.bezirke.map((b) => (
            <li key={b.bezirk}>
              <UnstyledButton
                className={classes.bezirkButton}
                onClick={() => zoomHint.onZoom(b)}
                aria-label={t('standortsuche.map.bezirkCount', {
                  count: b.anzahl,
                  formatted: formatNumber(b.anzahl, lang, 0),
                  bezirk: b.name,
                })}
              >
                <span>{b.name}</span>
                <span className={classes.bezirkCount}>{formatNumber(b.anzahl, lang, 0)}</span>
                <IconZoomIn size={16} aria-hidden />
              </UnstyledButton>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const more = gesperrt > 0 ? <GesperrtHinweis anzahl={gesperrt} /> : null;
  if (objekte.length === 0) {
    return (
      <div className={classes.emptyList} data-testid="list-empty">
        {more}
        <ListNotice
          icon={<IconMapSearch size={28} />}
          title={t('standortsuche.list.empty')}
          hint={t('standortsuche.list.emptyHint')}
        />
        <div className={classes.seeker}>
          <SeekerNotice />
        </div>
      </div>
    );
  }
  return (
    <>
      {more}
      <VirtualList
        items={objekte}
        rowHeight={ROW_HEIGHT}
        itemKey={(o) => o.id}
        resetKey={resetKey}
        className={classes.list}
        label={t('standortsuche.list.label')}
        testId="objekt-list"
        renderItem={(objekt) => (
          <ObjektRow
            objekt={objekt}
            href={detailHref(lang, objekt.id, lonLats.get(objekt.id) ?? null)}
            favorit={isFavorit(objekt.id)}
            locked={needsLoginDialog(objekt, loggedIn)}
            hoverStore={hoverStore}
            onLockedClick={onLockedClick}
          />
        )}
      />
    </>
  );
}
