import { schemaResolver } from '@mantine/form';
import type { Lang } from '../../../../shared/domain/routes';
import { sridLabel, THEMENLAYER_SRIDS, type ThemenlayerArt } from '../../../../shared/domain/themenlayer';
import {
  type Themenlayer,
  type ThemenlayerImportQuery,
  themenlayerImportQuerySchema,
} from '../../../../shared/schemas/themenlayer';

/** The coordinate system select's value for 'the file names it' (no `srid` in the request). */
export const SRID_AUS_DATEI = 'datei';

/** The new-layer form: a kind not yet chosen is null; the system is an EPSG code as text or SRID_AUS_DATEI. */
export interface LayerFormValues {
  art: ThemenlayerArt | null;
  name: string;
  name_en: string;
  quelle: string;
  kategorieFeld: string;
  srid: string;
}

export const emptyLayerForm: LayerFormValues = {
  art: null,
  name: '',
  name_en: '',
  quelle: '',
  kategorieFeld: '',
  srid: SRID_AUS_DATEI,
};

/** The form as the shared query schema reads it: the category attribute only for zoning, no system 'from the file'. */
function schemaInput(values: LayerFormValues) {
  return {
    art: values.art ?? undefined,
    name: values.name,
    name_en: values.name_en,
    quelle: values.quelle,
    kategorieFeld: values.art === 'widmung' ? values.kategorieFeld : '',
    srid: values.srid === SRID_AUS_DATEI ? undefined : values.srid,
  };
}

const resolve = schemaResolver(themenlayerImportQuerySchema, { sync: true });

/** The form's errors by the shared schema (their messages are i18n keys). */
export const validateLayerForm = (values: LayerFormValues) => resolve(schemaInput(values) as never);

/** The import's query of a valid form. */
export const layerQuery = (values: LayerFormValues): ThemenlayerImportQuery =>
  themenlayerImportQuerySchema.parse(schemaInput(values));

/** The query that replaces a layer's file: the layer's own values, the system as chosen. */
export function replaceQuery(layer: Themenlayer, srid: string): ThemenlayerImportQuery {
  return {
    art: layer.art,
    name: layer.name,
    name_en: layer.name_en,
    quelle: layer.quelle,
    kategorieFeld: layer.kategorieFeld,
    srid: srid === SRID_AUS_DATEI ? undefined : Number(srid),
  };
}

/** The coordinate system select's options: 'from the file', then every supported system by name and code. */
export const sridOptions = (fromFile: string) => [
  { value: SRID_AUS_DATEI, label: fromFile },
  ...THEMENLAYER_SRIDS.map((srid) => ({ value: String(srid), label: sridLabel(srid) })),
];

/** A layer's name in the page's language: the English one on English pages when there is one. */
export const layerName = (layer: Pick<Themenlayer, 'name' | 'name_en'>, lang: Lang) =>
  (lang === 'en' && layer.name_en) || layer.name;
