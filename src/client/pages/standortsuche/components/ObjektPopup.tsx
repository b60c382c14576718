import { ActionIcon, Button } from '@mantine/core';
import { IconExternalLink, IconLock, IconMapPin, IconX } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjektKurz } from '../../../../shared/schemas/objekt';
import { FavoritButton } from '../../../components/sammlung/FavoritButton';
import { useLang } from '../../../hooks/useLang';
import { readableOn } from '../../../lib/contrast';
import { DUMMY_IMAGE, thumbnailUrl } from '../../../lib/objektText';
import { detailHref, objektartInfo, objektName } from '../objektInfo';
import classes from './ObjektPopup.module.css';

export interface ObjektPopupProps {
  objekt: ObjektKurz;
  lonLat: readonly [number, number] | null;
  /** Anonymous viewer and a grey object: 'Details' shows the login dialog instead. */
  locked: boolean;
  /** Opens the object as a click on its pin does (new tab at zoom 15, or the grey-object dialog); the
   * popup closes then, as it does on a click on the pin. */
  onOpen: (objekt: ObjektKurz) => void;
  onClose: () => void;
}

/** The frame of a marker popup: a non-modal dialog named `label` with its close button. */
export function PopupCard({
  label,
  id,
  onClose,
  children,
}: {
  label: string;
  id: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.card} role="dialog" aria-label={label} data-testid="marker-popup" data-objekt-id={id}>
      <ActionIcon
        className={classes.close}
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('standortsuche.popup.close')}
        onClick={onClose}
        data-testid="marker-popup-close"
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
      {children}
    </div>
  );
}

/** The popup's meta line: the type in its colour and, for a listing shown with login, the lock note. */
export function PopupMeta({ art, locked }: { art: { name: string; color: string } | null; locked: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.meta}>
      {art && (
        <span className={classes.type} style={{ color: readableOn(art.color, '#fff') }} data-testid="marker-popup-type">
          <span className={classes.dot} style={{ background: art.color }} aria-hidden />
          {art.name}
        </span>
      )}
      {locked && (
        <span className={classes.lock}>
          <IconLock size={12} aria-hidden />
          {t('standortsuche.list.loginNeeded')}
        </span>
      )}
    </div>
  );
}

/**
 * The card of the marker popup on the search map: thumbnail, type, name, place, the favourite toggle and
 * 'Details' (the same as a click on the pin). A non-modal dialog named after the object; it never takes
 * the focus, Escape closes it.
 */
export function ObjektPopup({ objekt, lonLat, locked, onOpen, onClose }: ObjektPopupProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = objektName(objekt, lang);
  const art = objektartInfo(objekt.objektart, lang);

  const onDetails = (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/Cmd/Shift/middle clicks stay the browser's; a plain click goes the pin's way.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(objekt);
    onClose();
  };

  return (
    <PopupCard label={name} id={objekt.id} onClose={onClose}>
      <div className={classes.head}>
        <img
          className={classes.thumb}
          src={thumbnailUrl(objekt.bilder)}
          alt=""
          width={88}
          height={66}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(DUMMY_IMAGE)) event.currentTarget.src = DUMMY_IMAGE;
          }}
        />
        <div className={classes.text}>
          <PopupMeta art={art} locked={locked} />
          <p className={classes.name} data-testid="marker-popup-name">
            {name}
          </p>
          <p className={classes.place}>
            <IconMapPin size={14} aria-hidden />
            <span>
              {objekt.plz} {objekt.ort}
            </span>
          </p>
        </div>
      </div>
      <div className={classes.actions}>
        <FavoritButton objektId={objekt.id} size="xs" />
        <Button
          component="a"
          href={detailHref(lang, objekt.id, lonLat)}
          target="_blank"
          rel="noopener"
          size="xs"
          rightSection={locked ? <IconLock size={14} aria-hidden /> : <IconExternalLink size={14} aria-hidden />}
          onClick={onDetails}
          aria-label={t(locked ? 'standortsuche.popup.detailsLocked' : 'standortsuche.popup.detailsLabel', { name })}
          data-testid="marker-popup-details"
        >
          {t('standortsuche.popup.details')}
        </Button>
      </div>
    </PopupCard>
  );
}
