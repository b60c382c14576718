import type { KartenGruppe } from '../../../../../shared/domain/karte';
import type { Karte, KarteInput } from '../../../../../shared/schemas/reference';

/** The editor's values: stylejson as indented JSON text, an absent legend and English title as ''. */
export type KarteFormValues = Omit<KarteInput, 'legendUrl' | 'gruppe' | 'title_en'> & {
  legendUrl: string;
  gruppe: KartenGruppe;
  title_en: string;
};

/** A new overlay: a WMS skeleton the administrator completes (order after the existing ones). */
export function newKarteValues(nextOrder: number): KarteFormValues {
  return {
    title: '',
    title_en: '',
    gruppe: 'overlay',
    reihenfolge: nextOrder,
    stylejson: JSON.stringify({ type: 'wms', url: 'https://', params: { LAYERS: '' } }, null, 2),
    legendUrl: '',
    adminsOnly: false,
  };
}

/** The values of a stored layer; an unknown stored group falls back to overlay so the form can save. */
export function karteValues(karte: Karte): KarteFormValues {
  const gruppe = karte.gruppe === 'basemap' || karte.gruppe === 'border' ? karte.gruppe : 'overlay';
  return {
    title: karte.title,
    title_en: karte.title_en ?? '',
    gruppe,
    reihenfolge: karte.reihenfolge,
    stylejson: JSON.stringify(karte.stylejson, null, 2),
    legendUrl: karte.legendUrl ?? '',
    adminsOnly: karte.adminsOnly,
  };
}
