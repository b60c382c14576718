import { z } from 'zod';

/**
 * The OpenImmo broker import's shared terms: the limits of one feed, the reasons an object of a feed is
 * refused (translated in the UI under `import.refused.<code>`) and the report the import answers with, stores
 * and mails. The server enforces the limits; the upload page shows them before a file is sent.
 */

/** At most this many `immobilie` elements in one feed. */
export const OPENIMMO_MAX_OBJEKTE = 500;
/** At most this many bytes in one upload (the XML or the ZIP with its attachments). */
export const OPENIMMO_MAX_BYTES = 200 * 1024 * 1024;

/** At most this many bytes unpacked from one ZIP (the XML and its attachments together). */
export const OPENIMMO_MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;
/** At most this many entries in one ZIP. */
export const OPENIMMO_MAX_ZIP_ENTRIES = 5000;
/**
 * An entry of a ZIP may unpack to at most this many times its packed size (once past 1 MB): more is a zip
 * bomb, not a feed (XML packs about 10–30 times, images hardly).
 */
export const OPENIMMO_MAX_RATIO = 200;

/** Why one object of a feed was not taken; the other objects of the feed go on. */
export const IMPORT_REFUSAL_REASONS = [
  /** No `openimmo_obid` and no `objektnr_extern`: the object cannot be matched on the next feed. */
  'missingKey',
  /** `nutzungsart` is not GEWERBE (e.g. a flat or a house). */
  'notCommercial',
  /** `objektart` is none the portal lists (plot, office, commercial object). */
  'unknownObjektart',
  /** Neither buy nor rent (`vermarktungsart`). */
  'noVermarktungsart',
  /** The coordinates or postal code lie outside Lower Austria (or are missing). */
  'outsideRegion',
  /** A mandatory field of the listing is missing or invalid (detail names the field). */
  'invalidField',
  /** `aktion aktionart="CHANGE"/"DELETE"` for an object the broker has not imported before. */
  'unknownObject',
  /** An attachment is missing from the ZIP, of a type other than image/PDF, or too large. */
  'attachmentRefused',
  /** The same key appears twice in one feed; the first is taken. */
  'duplicateKey',
  /**
   * The agency reviews the listing or has hidden it: the broker can neither change nor withdraw it now (as
   * in the editor); the next feed tries again.
   */
  'notEditable',
] as const;
export type ImportRefusalReason = (typeof IMPORT_REFUSAL_REASONS)[number];

export const importRefusalSchema = z.object({
  /** The object's `openimmo_obid` (or `objektnr_extern` when there is no obid; '' when neither). */
  obid: z.string(),
  reason: z.enum(IMPORT_REFUSAL_REASONS),
  /** A hint for the broker, e.g. the field's name or the attachment's path (not translated). */
  detail: z.string().optional(),
});

/** The report of one feed, as the API returns it (spec of the issue: created/changed/unchanged/deactivated/refused). */
export const importBerichtSchema = z.object({
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  deactivated: z.number().int(),
  refused: z.array(importRefusalSchema),
  /**
   * New or changed listings kept 'in progress' because the feed lacks what a submission needs and OpenImmo
   * may not carry (the English texts, a plot's outline): the broker completes and submits them in the editor.
   * `detail` is the first missing field as `field: error.code` (refusalDetail).
   */
  incomplete: z.array(z.object({ obid: z.string(), objekt: z.string(), detail: z.string() })).default([]),
});
export type ImportBericht = z.infer<typeof importBerichtSchema>;

/** A stored report with who imported what and when (the upload page's history, the admin's overview). */
export const importLaufSchema = z.object({
  id: z.string(),
  /** The broker whose listings the feed carries. */
  makler: z.number().int(),
  maklerName: z.string(),
  /** Who sent it (the broker, or an administrator for the broker). */
  von: z.number().int(),
  dateiname: z.string(),
  bytes: z.number().int(),
  /** VOLL replaces the broker's set, TEIL changes only what it names. */
  umfang: z.enum(['VOLL', 'TEIL']),
  erstelltam: z.string(),
  bericht: importBerichtSchema,
});
export type ImportLauf = z.infer<typeof importLaufSchema>;

/**
 * A refusal's detail written as `field: error.code` (a message of the editor's shared validation rules), split
 * so the upload page and the report mail show the message in the reader's language; null for other details.
 */
export function refusalDetail(detail: string): { field: string; messageKey: `error.${string}` } | null {
  const match = /^([\w.]+): error\.(\w+)$/.exec(detail);
  return match ? { field: match[1] as string, messageKey: `error.${match[2] as string}` } : null;
}
