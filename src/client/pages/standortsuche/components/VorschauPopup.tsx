import { Button } from '@mantine/core';
import { IconLock, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/useLang';
import { type VorschauPin, vorschauFakten } from '../vorschau';
import { PopupCard, PopupMeta } from './ObjektPopup';
import classes from './ObjektPopup.module.css';

/**
 * The marker popup of a grey pin an anonymous visitor sees (issue 21): what the reduced summary says —
 * type, district, area band — and 'Details', which shows the login dialog as a click on the pin does.
 */
export function VorschauPopup({
  pin,
  bezirke,
  onOpen,
  onClose,
}: {
  pin: VorschauPin;
  bezirke: readonly { id: string; name: string }[];
  onOpen: (pin: VorschauPin) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const words = { above: t('standortsuche.filter.above'), upTo: t('standortsuche.filter.upTo') };
  const { art, bezirk, flaeche } = vorschauFakten(pin.vorschau, lang, bezirke, words);
  const title = t('standortsuche.vorschau.title');
  return (
    <PopupCard label={title} id={pin.id} onClose={onClose}>
      <div className={classes.text}>
        <PopupMeta art={art} locked />
        <p className={classes.name} data-testid="marker-popup-name">
          {title}
          {flaeche ? ` · ${flaeche}` : ''}
        </p>
        {bezirk && (
          <p className={classes.place}>
            <IconMapPin size={14} aria-hidden />
            <span>{t('standortsuche.vorschau.bezirk', { bezirk })}</span>
          </p>
        )}
      </div>
      <div className={classes.actions}>
        <Button
          size="xs"
          rightSection={<IconLock size={14} aria-hidden />}
          onClick={() => {
            onOpen(pin);
            onClose();
          }}
          data-testid="marker-popup-details"
        >
          {t('standortsuche.popup.details')}
        </Button>
      </div>
    </PopupCard>
  );
}
