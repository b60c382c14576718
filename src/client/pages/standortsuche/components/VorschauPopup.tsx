import { ActionIcon, Button } from '@mantine/core';
import { IconLock, IconMapPin, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/useLang';
import { readableOn } from '../../../lib/contrast';
import { type VorschauPin, vorschauFakten } from '../vorschau';
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
    <div className={classes.card} role="dialog" aria-label={title} data-testid="marker-popup" data-objekt-id={pin.id}>
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
      <div className={classes.text}>
        <div className={classes.meta}>
          {art && (
            <span className={classes.type} style={{ color: readableOn(art.color, '#fff') }}>
              <span className={classes.dot} style={{ background: art.color }} aria-hidden />
              {art.name}
            </span>
          )}
          <span className={classes.lock}>
            <IconLock size={12} aria-hidden />
            {t('standortsuche.list.loginNeeded')}
          </span>
        </div>
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
    </div>
  );
}
