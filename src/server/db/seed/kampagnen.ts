import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  kampagneInputSchema,
  MODUL_NUMMERN,
  MODUL_TYPEN,
  ROUTERURL_PATTERN,
  TEXTPOSITIONEN,
} from '../../../shared/schemas/admin-kampagne';
import type { Db } from '../client';
import { kampagne, kampagneObjekt } from '../schema';
import artikelJson from './data/kampagnen.json';
import { renderSeedImage, type SeedImageKind, writeImageDerivatives } from './images';
import { hashString } from './random';

/**
 * Know-how articles (kampagne rows) of the demo data (data/kampagnen.json). Content is German only (spec 1).
 * Image and PDF file names are stored whether or not `images` is set, so the data is the same either way; with
 * `images` the files are also written to DATA_DIR (bilder/{size}/… and dokumente/…).
 */

const OBJEKTICON = '/img/icons/marker-kampagne.png';

const shape = kampagneInputSchema.shape;

/** A content module: its HTML and, for the types with an image, the caption rendered into the illustration. */
const modulSchema = z.strictObject({
  typ: z.enum(MODUL_TYPEN).exclude(['video']),
  /** HTML; absent for a pure image module. */
  text: z.string().min(1).optional(),
  /** Caption rendered into the illustration (only for types with an image). */
  bildtitel: z.string().min(1).optional(),
  bildbreite: shape.modul1bildbreite.optional(),
});

/**
 * An article as written in data/kampagnen.json. It differs from the admin editor's body: modules are a
 * list rather than columns, images and PDFs are rendered by the seed, and properties are linked by count.
 */
const artikelSchema = z.strictObject({
  routerurl: z.string().regex(ROUTERURL_PATTERN),
  header: shape.header,
  headersub: z.string().min(1),
  textdetail: z.string().min(1),
  metatitle: z.string().min(1),
  metadescription: z.string().min(1),
  /** What the illustrations show. */
  bildart: z.enum(['grundstueck', 'buero', 'gewerbe', 'kampagne'] satisfies SeedImageKind[]),
  module: z.array(modulSchema).min(1).max(MODUL_NUMMERN.length),
  modulsort: shape.modulsort.optional(),
  modul0textposition: z.enum(TEXTPOSITIONEN).exclude(['karte']).optional(),
  modul0bildbreite: shape.modul0bildbreite.optional(),
  /** HTML of the events box. */
  veranstaltungen: z.string().min(1).optional(),
  /** HTML of the news box. */
  news: z.string().min(1).optional(),
  /** Downloads: readable file name (stored as `<datei>-<32 hex>.pdf`) and the title printed in the PDF. */
  downloads: z.array(z.strictObject({ datei: z.string().min(1), titel: z.string().min(1) })).optional(),
  /** Position in the home carousel (titelseite), 1 = first. */
  titelseite: z.number().int().min(1).optional(),
  aktiv: z.literal(false).optional(),
  /** How many properties to link (2–5), taken deterministically from opts.objektIds. */
  objekte: z.number().int().min(2).max(5).optional(),
});

type Artikel = z.output<typeof artikelSchema>;
type Modul = Artikel['module'][number];

// --- PDF -------------------------------------------------------------------------------------------------

/** Windows-1252 code points of the few non-Latin-1 characters the seed titles may contain. */
const WIN_ANSI: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '„': 0x84,
  '“': 0x93,
  '”': 0x94,
  '€': 0x80,
  '’': 0x92,
};

/** Encodes text as a PDF literal string in WinAnsiEncoding (one byte per character). */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.codePointAt(0) ?? 0x3f;
    const byte = code <= 0xff ? code : 0x3f;
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

/**
 * Builds a small, valid one-page PDF (A4, Helvetica) with a bold title and a few lines of text.
 * The byte offsets in the cross-reference table are computed from the latin1 body.
 */
export function buildSeedPdf(title: string, lines: readonly string[] = []): Buffer {
  const content = [
    'BT',
    '/F2 18 Tf',
    '56 770 Td',
    `${pdfString(title)} Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    '14 TL',
    ...lines.map((l) => `${pdfString(l)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The stored file name of a download: the readable name, '-', 32 hex characters and '.pdf'. The suffix is
 * exactly 37 characters, so the client's display name (file name minus its last 37 characters, spec 9)
 * is the readable name again. The hex part is derived from the name, so seeding stays deterministic.
 */
export function downloadFileName(name: string): string {
  return `${name}-${createHash('md5').update(name).digest('hex')}.pdf`;
}

// --- Seeding -----------------------------------------------------------------------------------------------

function pickObjekte(routerurl: string, count: number, objektIds: readonly string[]): string[] {
  if (objektIds.length === 0) return [];
  const n = Math.min(count, objektIds.length);
  const start = hashString(routerurl) % objektIds.length;
  return Array.from({ length: n }, (_, k) => objektIds[(start + k) % objektIds.length] as string);
}

type ModulFelder = Partial<typeof kampagne.$inferInsert>;

function modulFelder(n: number, modul: Modul | undefined, bild: string | null): ModulFelder {
  if (!modul) return {};
  return {
    [`modul${n}typ`]: modul.typ,
    [`modul${n}text`]: modul.text ?? null,
    [`modul${n}bild`]: bild,
    [`modul${n}anzeige`]: true,
    [`modul${n}bildbreite`]: modul.bildbreite ?? 2,
  };
}

const hatBild = (m: Modul) => m.typ !== 'text';

async function writeImages(dataDir: string, a: Artikel, id: number): Promise<void> {
  const header = await renderSeedImage({
    seed: hashString(a.routerurl),
    title: a.header,
    subtitle: a.headersub,
    kind: 'kampagne',
    width: 1920,
    height: 640,
  });
  await writeImageDerivatives(dataDir, `kampagne-${id}-header.webp`, header);
  for (const [i, m] of a.module.entries()) {
    if (!hatBild(m)) continue;
    const bild = await renderSeedImage({
      seed: hashString(`${a.routerurl}#${i + 1}`),
      title: m.bildtitel ?? a.header,
      kind: a.bildart,
      width: 1200,
      height: 800,
    });
    await writeImageDerivatives(dataDir, `kampagne-${id}-modul${i + 1}.webp`, bild);
  }
}

async function writePdfs(dataDir: string, a: Artikel): Promise<void> {
  const dir = path.join(dataDir, 'dokumente');
  await fs.mkdir(dir, { recursive: true });
  for (const { datei, titel } of a.downloads ?? []) {
    const pdf = buildSeedPdf(titel, [
      a.header,
      a.headersub,
      '',
      'Demo-Dokument des Standortportals Niederösterreich.',
      'Die Inhalte des Beitrags finden Sie im Bereich Wissen des Portals.',
    ]);
    await fs.writeFile(path.join(dir, downloadFileName(datei)), pdf);
  }
}

/**
 * Inserts the know-how articles, links 2–5 of `objektIds` to some of them (deterministically) and, with
 * `images`, renders the header and module illustrations and writes the download PDFs into `dataDir`.
 */
export async function seedKampagnen(
  db: Db,
  opts: { dataDir: string; images: boolean; objektIds: string[] },
): Promise<void> {
  for (const a of z.array(artikelSchema).parse(artikelJson)) {
    const objekte = pickObjekte(a.routerurl, a.objekte ?? 0, opts.objektIds);
    const [row] = await db
      .insert(kampagne)
      .values({
        aktiv: a.aktiv ?? true,
        titelseite: a.titelseite !== undefined,
        reihenfolge: a.titelseite ?? 100,
        header: a.header,
        headersub: a.headersub,
        textdetail: a.textdetail,
        objekticon: OBJEKTICON,
        modulsort: a.modulsort ?? 'K,1,2,3,4,5,V,N,D,6',
        modul0anzeige: true,
        modul0textposition: objekte.length > 0 ? 'karte' : (a.modul0textposition ?? 'rechts'),
        modul0bildbreite: a.modul0bildbreite ?? 2,
        veranstaltungentext: a.veranstaltungen ?? null,
        veranstaltungenanzeige: a.veranstaltungen !== undefined,
        newstext: a.news ?? null,
        newsanzeige: a.news !== undefined,
        downloadsanzeige: (a.downloads?.length ?? 0) > 0,
        poolpdf: (a.downloads ?? []).map((d) => downloadFileName(d.datei)),
        routerurl: a.routerurl,
        metatitle: a.metatitle,
        metadescription: a.metadescription,
      })
      .returning({ id: kampagne.id });
    if (!row) throw new Error(`seedKampagnen: insert of '${a.routerurl}' returned no row`);
    const id = row.id;

    // File names contain the id, so they are set right after the insert.
    const headerBild = `kampagne-${id}-header.webp`;
    const modulBilder = a.module.map((m, i) => (hatBild(m) ? `kampagne-${id}-modul${i + 1}.webp` : null));
    const felder: ModulFelder = {
      seitenhintergrund: headerBild,
      poolbilder: [headerBild, ...modulBilder.filter((b): b is string => b !== null)],
    };
    for (let n = 1; n <= 6; n++) Object.assign(felder, modulFelder(n, a.module[n - 1], modulBilder[n - 1] ?? null));
    await db.update(kampagne).set(felder).where(eq(kampagne.id, id));

    if (objekte.length > 0) {
      await db
        .insert(kampagneObjekt)
        .values(objekte.map((objekt, reihenfolge) => ({ kampagne: id, objekt, reihenfolge })));
    }
    if (opts.images) {
      await writeImages(opts.dataDir, a, id);
      await writePdfs(opts.dataDir, a);
    }
  }
}
