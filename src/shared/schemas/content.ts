import { z } from 'zod';
import { normalizeSlug, SLUG_MESSAGES, slugProblem, slugTargetRoute } from '../domain/slug';
import { plainText, REQUIRED, requiredText } from './admin-fields';

/** GET /api/glossar — sieheauch holds the ids of related entries. */
export const glossarSchema = z.object({
  id: z.number().int(),
  titel_de: z.string(),
  titel_en: z.string(),
  beschreibung_de: z.string(),
  beschreibung_en: z.string(),
  link: z.string().nullable(),
  keywords_de: z.array(z.string()),
  keywords_en: z.array(z.string()),
  generiert: z.boolean(),
  sieheauch: z.array(z.number().int()),
});

/** GET /api/fm_matrix — a funding programme with its filter attributes. */
export const fmMatrixSchema = z.object({
  id: z.number().int(),
  name_de: z.string(),
  name_en: z.string(),
  foerderstelle: z.string(),
  foerderstelleid: z.string(),
  zielgruppe_de: z.string(),
  zielgruppe_en: z.string(),
  kurzbeschreibung_de: z.string(),
  kurzbeschreibung_en: z.string(),
  detailbeschreibung_de: z.string(),
  detailbeschreibung_en: z.string(),
  investitionenvon: z.number().nullable(),
  investitionenbis: z.number().nullable(),
  unternehmensgroessen: z.array(z.string()),
  vorhaben: z.array(z.string()),
  foerderarten: z.array(z.string()),
  schwerpunkte: z.array(z.string()),
  /** District ids where the programme applies; empty = all of Lower Austria. */
  bezirke: z.array(z.string()),
  sortierung: z.number().int(),
  url: z.string().nullable(),
});

/** GET /api/slug — a URL shortcut and/or the meta data of a path. */
export const slugSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  description: z.string().nullable(),
});

/**
 * POST/PUT /api/admin/slug — a URL-management entry. The slug is stored without surrounding slashes; the
 * target must be a portal screen (shared/domain/slug.ts; the server also checks that the entity of a
 * detail path exists) and the slug must not shadow one.
 */
export const slugInputSchema = z
  .object({
    slug: z.string().max(200, 'error.maxLength').transform(normalizeSlug).pipe(z.string().min(1, REQUIRED)),
    path: requiredText(500)
      .refine((v) => v.startsWith('/'), SLUG_MESSAGES.pathFormat)
      .refine((v) => !v.startsWith('/') || slugTargetRoute(v) !== null, SLUG_MESSAGES.unknownPath),
    title: requiredText(200),
    description: plainText(500)
      .nullable()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((entry, ctx) => {
    const problem = slugProblem(entry.slug, entry.path);
    if (problem) ctx.addIssue({ code: 'custom', path: ['slug'], message: problem });
  });
export type SlugInput = z.input<typeof slugInputSchema>;

/** Fields of one content module; keyed by template-literal types so `Kampagne` knows `modul1text` etc. */
type ModulShape<N extends number> = Record<
  `modul${N}text` | `modul${N}bild` | `modul${N}typ`,
  z.ZodNullable<z.ZodString>
> &
  Record<`modul${N}anzeige`, z.ZodBoolean> &
  Record<`modul${N}bildbreite`, z.ZodNumber>;

const modul = <N extends 1 | 2 | 3 | 4 | 5 | 6>(n: N): ModulShape<N> =>
  ({
    [`modul${n}text`]: z.string().nullable(),
    [`modul${n}bild`]: z.string().nullable(),
    [`modul${n}typ`]: z.string().nullable(),
    [`modul${n}anzeige`]: z.boolean(),
    [`modul${n}bildbreite`]: z.number().int(),
  }) as ModulShape<N>;

/** GET /api/kampagnen — a campaign / know-how article with its modules (spec 3). */
export const kampagneSchema = z.object({
  id: z.number().int(),
  aktiv: z.boolean(),
  titelseite: z.boolean(),
  reihenfolge: z.number().int(),
  seitenhintergrund: z.string().nullable(),
  header: z.string(),
  headersub: z.string().nullable(),
  textdetail: z.string().nullable(),
  objekte: z.array(z.string()),
  objekticon: z.string().nullable(),
  modultitel: z.number().int(),
  modulwissen: z.number().int(),
  modulsort: z.string(),
  modul0anzeige: z.boolean(),
  modul0textposition: z.enum(['oben', 'unten', 'links', 'rechts', 'karte']),
  modul0bildbreite: z.number().int(),
  ...modul(1),
  ...modul(2),
  ...modul(3),
  ...modul(4),
  ...modul(5),
  ...modul(6),
  veranstaltungentext: z.string().nullable(),
  veranstaltungenanzeige: z.boolean(),
  newstext: z.string().nullable(),
  newsanzeige: z.boolean(),
  downloadsanzeige: z.boolean(),
  poolbilder: z.array(z.string()),
  poolpdf: z.array(z.string()),
  routerurl: z.string().nullable(),
  metatitle: z.string().nullable(),
  metadescription: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  geaendertam: z.string(),
});

export type Glossar = z.infer<typeof glossarSchema>;
export type FmMatrix = z.infer<typeof fmMatrixSchema>;
export type Slug = z.infer<typeof slugSchema>;
export type Kampagne = z.infer<typeof kampagneSchema>;
