import { Text } from '@mantine/core';
import { IconLock, IconMapPin, IconStarFilled } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjektKurz } from '../../../../shared/schemas/objekt';
import { type HoverStore, useIsHovered } from '../../../components/map/hoverStore';
import { FavoritButton } from '../../../components/sammlung/FavoritButton';
import { SammlungButton } from '../../../components/sammlung/SammlungButton';
import { useLang } from '../../../hooks/useLang';
import { readableOn } from '../../../lib/contrast';
import { DUMMY_IMAGE, thumbnailUrl } from '../../../lib/objektText';
import { flaecheText, objektartInfo, objektName, preisZeilen, teilbarAbText } from '../objektInfo';
import classes from '../Standortsuche.module.css';

export interface ObjektRowProps {
  objekt: ObjektKurz;
  href: string;
  favorit: boolean;
  /** Anonymous viewer and a grey object: the row opens the login dialog instead. */
  locked: boolean;
  hoverStore?: HoverStore;
  onLockedClick: (objekt: ObjektKurz) => void;
  /** The heading level of the name (the barrier-free list nests under an h2). */
  headingLevel?: 3 | 4;
}

/**
 * One object in the list beside the map (spec 2): thumbnail, name, place, type, area, prices (total and
 * per m²) or 'upon request'. Hovering the row highlights the pin; a hovered pin highlights the row.
 */
export function ObjektRow({
  objekt,
  href,
  favorit,
  locked,
  hoverStore,
  onLockedClick,
  headingLevel = 3,
}: ObjektRowProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const art = objektartInfo(objekt.objektart, lang);
  const flaeche = flaecheText(objekt, lang);
  const teilbarAb = teilbarAbText(objekt, lang);
  const preise = preisZeilen(objekt, lang);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const hovered = useIsHovered(hoverStore ?? NO_STORE, objekt.id);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!locked) return;
    event.preventDefault();
    onLockedClick(objekt);
  };

  return (
    <article
      className={classes.row}
      data-hovered={hovered ? '' : undefined}
      data-testid="objekt-row"
      data-objekt-id={objekt.id}
      onPointerEnter={() => hoverStore?.set(objekt.id)}
      onPointerLeave={() => hoverStore?.get() === objekt.id && hoverStore.set(null)}
    >
      <img
        className={classes.thumb}
        src={thumbnailUrl(objekt.bilder)}
        alt=""
        loading="lazy"
        width={112}
        height={84}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DUMMY_IMAGE)) event.currentTarget.src = DUMMY_IMAGE;
        }}
      />
      <div className={classes.rowBody}>
        <div className={classes.rowMeta}>
          {art && (
            <span
              className={classes.typeTag}
              // The dot keeps the pin colour; the name is darkened to AA contrast on the white row.
              style={{ color: readableOn(art.color, '#fff') }}
              data-testid="objekt-row-type"
            >
              <span className={classes.typeDot} style={{ background: art.color }} aria-hidden />
              {art.name}
            </span>
          )}
          {favorit && (
            <span className={classes.favTag} title={t('standortsuche.list.favorit')}>
              <IconStarFilled size={13} aria-hidden />
              <span className={classes.srOnly}>{t('standortsuche.list.favorit')}</span>
            </span>
          )}
          {locked && (
            <span className={classes.lockTag}>
              <IconLock size={13} aria-hidden />
              {t('standortsuche.list.loginNeeded')}
            </span>
          )}
        </div>
        <Heading className={classes.rowTitle}>
          <a
            href={href}
            className={classes.rowLink}
            onClick={onClick}
            onFocus={() => hoverStore?.set(objekt.id)}
            onBlur={() => hoverStore?.get() === objekt.id && hoverStore.set(null)}
            data-testid="objekt-row-link"
          >
            {objektName(objekt, lang)}
          </a>
        </Heading>
        <Text size="sm" c="gray.7" className={classes.rowPlace}>
          <IconMapPin size={14} aria-hidden />
          <span>
            {objekt.plz} {objekt.ort}
          </span>
        </Text>
        <div className={classes.rowFacts}>
          {flaeche && (
            <span className={classes.fact}>
              {flaeche}
              {teilbarAb && (
                <span className={classes.factSub}> · {t('standortsuche.list.teilbarAb', { area: teilbarAb })}</span>
              )}
            </span>
          )}
          {preise.length === 0 || preise.every((p) => !p.total && !p.proQm) ? (
            <span className={classes.fact}>{t('label.uponRequest')}</span>
          ) : (
            preise.map((p) => (
              <span key={p.mode} className={classes.fact} data-testid={`objekt-preis-${p.mode}`}>
                <span className={classes.factLabel}>{t(`standortsuche.list.${p.mode}`)}</span>{' '}
                {p.total || p.proQm
                  ? [p.total, p.proQm && `${p.proQm}/m²`].filter(Boolean).join(' · ')
                  : t('label.uponRequest')}
              </span>
            ))
          )}
        </div>
      </div>
      <div className={classes.rowActions}>
        <FavoritButton objektId={objekt.id} compact />
        <SammlungButton objektId={objekt.id} compact />
      </div>
    </article>
  );
}

/** Rows without a map (barrier-free list) subscribe to a store that never changes. */
const NO_STORE: HoverStore = { get: () => null, source: () => 'list', set: () => {}, subscribe: () => () => {} };
