import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Objekt } from '../../../../shared/schemas/objekt';
import type { HoverStore } from '../../../components/map/hoverStore';
import { SeekerNotice } from '../../../components/SeekerNotice';
import { VirtualList } from '../../../components/VirtualList';
import { useLang } from '../../../hooks/useLang';
import { detailHref, needsLoginDialog } from '../objektInfo';
import classes from '../Standortsuche.module.css';
import { ObjektRow } from './ObjektRow';

/** Height of a row in px (the list is virtualised: every row has this height). */
export const ROW_HEIGHT = 128;

/**
 * The list beside the map (spec 2): the objects in the map's extent, virtualised. Without any: 'No results
 * in this map section' and the notice for seekers who find nothing (spec 1).
 */
export function ObjektListe({
  objekte,
  lonLats,
  hoverStore,
  isFavorit,
  loggedIn,
  onLockedClick,
  resetKey,
}: {
  objekte: readonly Objekt[];
  lonLats: ReadonlyMap<string, [number, number]>;
  hoverStore: HoverStore;
  isFavorit: (id: string) => boolean;
  loggedIn: boolean;
  onLockedClick: (objekt: Objekt) => void;
  resetKey: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (objekte.length === 0) {
    return (
      <div className={classes.emptyList} data-testid="list-empty">
        <Stack align="center" gap="xs" px="lg" py="xl" ta="center">
          <ThemeIcon size={52} radius="xl" variant="light" color="brand" aria-hidden>
            <IconMapSearch size={28} />
          </ThemeIcon>
          <Text fw={700} c="brand.9" size="lg">
            {t('standortsuche.list.empty')}
          </Text>
          <Text c="gray.7" size="sm">
            {t('standortsuche.list.emptyHint')}
          </Text>
        </Stack>
        <div className={classes.seeker}>
          <SeekerNotice />
        </div>
      </div>
    );
  }
  return (
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
  );
}
