import { completeModulsort } from '../../../../shared/domain/modulsort';
import {
  type KampagneInput,
  type KampagneInputValues,
  kampagneInputSchema,
  MODUL_NUMMERN,
} from '../../../../shared/schemas/admin-kampagne';
import type { Kampagne } from '../../../../shared/schemas/content';

/** The editor's values: the input schema's fields with '' for an empty text (inputs never hold null). */
export type KampagneFormValues = KampagneInputValues;

const text = (v: string | null) => v ?? '';

/** The form values of a stored campaign. An old, partial modulsort is completed, so saving is possible. */
export function valuesOf(k: Kampagne): KampagneFormValues {
  const values: Record<string, unknown> = {
    aktiv: k.aktiv,
    titelseite: k.titelseite,
    reihenfolge: k.reihenfolge,
    seitenhintergrund: text(k.seitenhintergrund),
    header: k.header,
    headersub: text(k.headersub),
    textdetail: text(k.textdetail),
    objekte: [...k.objekte],
    objekticon: text(k.objekticon),
    modultitel: k.modultitel === 0 ? 0 : 1,
    modulwissen: k.modulwissen === 0 ? 0 : 1,
    modulsort: completeModulsort(k.modulsort).join(','),
    modul0anzeige: k.modul0anzeige,
    modul0textposition: k.modul0textposition,
    modul0bildbreite: k.modul0bildbreite,
    veranstaltungentext: text(k.veranstaltungentext),
    veranstaltungenanzeige: k.veranstaltungenanzeige,
    newstext: text(k.newstext),
    newsanzeige: k.newsanzeige,
    downloadsanzeige: k.downloadsanzeige,
    routerurl: text(k.routerurl),
    metatitle: text(k.metatitle),
    metadescription: text(k.metadescription),
  };
  for (const n of MODUL_NUMMERN) {
    const typ = k[`modul${n}typ`];
    values[`modul${n}text`] = text(k[`modul${n}text`]);
    values[`modul${n}bild`] = text(k[`modul${n}bild`]);
    // Old data may hold a free-form type; the editor offers the five of spec 3 (same reading as the article).
    values[`modul${n}typ`] = typ ? normaliseTyp(typ) : null;
    values[`modul${n}anzeige`] = k[`modul${n}anzeige`];
    values[`modul${n}bildbreite`] = Math.min(2, Math.max(0, k[`modul${n}bildbreite`]));
  }
  return values as KampagneFormValues;
}

function normaliseTyp(typ: string): KampagneFormValues['modul1typ'] {
  const t = typ.trim().toLowerCase();
  if (t === 'bild' || t === 'bildtext' || t === 'textbild') return t;
  if (t.includes('video')) return 'video';
  return 'text';
}

/** The body of the save call (the schema turns '' into null). */
export function inputOf(values: KampagneFormValues): KampagneInput {
  return kampagneInputSchema.parse(values);
}

/**
 * What the preview shows: the stored campaign with the form's values laid over it. Empty texts stay ''
 * (the article treats them like null), so a half-typed form previews without being valid yet.
 */
export function previewOf(stored: Kampagne, values: KampagneFormValues): Kampagne {
  return { ...stored, ...values, header: values.header ?? '', routerurl: values.routerurl ?? null };
}
