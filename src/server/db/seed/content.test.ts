import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FoerderDimension, isFoerderCode } from '../../../shared/domain/foerderung';
import { type Database, migrate, pgliteExtensions, wrapPglite } from '../client';
import {
  bezirk,
  fmMatrix,
  glossar,
  glossarSieheauch,
  kampagne,
  kampagneObjekt,
  objekt,
  objektart,
  region,
  slug,
} from '../schema';
import { seedFoerderungen } from './foerderungen';
import { seedGlossar } from './glossar';
import { buildSeedPdf, downloadFileName, seedKampagnen } from './kampagnen';
import { seedSlugs } from './slugs';

let database: Database;
let objektIds: string[] = [];

/** Three bare properties, so campaigns have something to link. */
async function insertObjekte(db: Database['db']): Promise<string[]> {
  await db.insert(region).values({ id: 1, name: 'Industrieviertel' });
  await db.insert(bezirk).values({ id: '317', name: 'Mödling', region: 1 });
  await db.insert(objektart).values({ id: 180620000, name: 'Grundstück', name_en: 'Plot of land' });
  const rows = await db
    .insert(objekt)
    .values(
      [1, 2, 3].map((n) => ({
        msid: `test-${n}`,
        objektnummer: `T-${n}`,
        objektname: `Testgrundstück ${n}`,
        ort: 'Wiener Neudorf',
        plz: '2351',
        bezirk: '317',
      })),
    )
    .returning({ id: objekt.id });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  database = wrapPglite(new PGlite({ extensions: pgliteExtensions }));
  await migrate(database);
  const { db } = database;
  objektIds = await insertObjekte(db);
  await seedFoerderungen(db);
  await seedGlossar(db);
  await seedKampagnen(db, { dataDir: '/nonexistent', images: false, objektIds });
  await seedSlugs(db);
});

afterAll(async () => {
  await database?.close();
});

describe('fm_matrix seed', () => {
  it('has more than 60 programmes, each fully filled in German and English', async () => {
    const rows = await database.db.select().from(fmMatrix);
    expect(rows.length).toBeGreaterThanOrEqual(64);
    for (const r of rows) {
      for (const field of [
        r.name_de,
        r.name_en,
        r.foerderstelle,
        r.foerderstelleid,
        r.zielgruppe_de,
        r.zielgruppe_en,
        r.kurzbeschreibung_de,
        r.kurzbeschreibung_en,
      ]) {
        expect(field.trim().length, `${r.name_de}`).toBeGreaterThan(1);
      }
      expect(r.detailbeschreibung_de).toMatch(/^<p>.+<\/p>/);
      expect(r.detailbeschreibung_en).toMatch(/^<p>.+<\/p>/);
      expect(r.detailbeschreibung_de).not.toBe(r.detailbeschreibung_en);
      expect(r.url).toMatch(/^https:\/\//);
      if (r.investitionenvon !== null && r.investitionenbis !== null) {
        expect(r.investitionenvon).toBeLessThanOrEqual(r.investitionenbis);
      }
    }
    expect(new Set(rows.map((r) => r.name_de)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.sortierung)).size).toBe(rows.length);
  });

  it('uses only codes of shared/domain/foerderung.ts, at least one per dimension', async () => {
    const rows = await database.db.select().from(fmMatrix);
    const dims: FoerderDimension[] = ['unternehmensgroessen', 'vorhaben', 'foerderarten', 'schwerpunkte'];
    for (const r of rows) {
      for (const dim of dims) {
        expect(r[dim].length, `${r.name_de}: ${dim}`).toBeGreaterThan(0);
        for (const code of r[dim]) expect(isFoerderCode(dim, code), `${r.name_de}: ${dim} ${code}`).toBe(true);
      }
    }
  });
});

describe('glossar seed', () => {
  it('has more than 80 entries with both languages and keywords', async () => {
    const rows = await database.db.select().from(glossar);
    expect(rows.length).toBeGreaterThanOrEqual(85);
    for (const r of rows) {
      expect(r.titel_de.length).toBeGreaterThan(1);
      expect(r.titel_en.length).toBeGreaterThan(1);
      expect(r.beschreibung_de.length).toBeGreaterThan(40);
      expect(r.beschreibung_en.length).toBeGreaterThan(40);
      expect(r.keywords_de.length).toBeGreaterThan(0);
      expect(r.keywords_en.length).toBeGreaterThan(0);
      expect(r.generiert).toBe(false);
    }
    expect(new Set(rows.map((r) => r.titel_de)).size).toBe(rows.length);
  });

  it('links every entry to 1–3 other, existing entries', async () => {
    const ids = new Set((await database.db.select({ id: glossar.id }).from(glossar)).map((r) => r.id));
    const links = await database.db.select().from(glossarSieheauch);
    const perEntry = new Map<number, number>();
    for (const l of links) {
      expect(l.glossar).not.toBe(l.siehe);
      expect(ids.has(l.glossar)).toBe(true);
      expect(ids.has(l.siehe)).toBe(true);
      perEntry.set(l.glossar, (perEntry.get(l.glossar) ?? 0) + 1);
    }
    for (const id of ids) {
      expect(perEntry.get(id) ?? 0).toBeGreaterThanOrEqual(1);
      expect(perEntry.get(id) ?? 0).toBeLessThanOrEqual(3);
    }
  });
});

describe('kampagnen seed', () => {
  it('has the know-how articles, featured ones and one inactive draft', async () => {
    const rows = await database.db.select().from(kampagne);
    expect(rows.length).toBeGreaterThanOrEqual(13);
    const featured = rows.filter((r) => r.titelseite && r.aktiv);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(new Set(featured.map((r) => r.reihenfolge)).size).toBe(featured.length);
    expect(rows.filter((r) => !r.aktiv)).toHaveLength(1);
    expect(rows.find((r) => r.routerurl === 'RE-USE_Brachflaechenrecycling')?.aktiv).toBe(true);
  });

  it('fills header, meta data and the shown modules consistently', async () => {
    const rows = await database.db.select().from(kampagne);
    for (const r of rows) {
      expect(r.header.length).toBeGreaterThan(3);
      expect(r.textdetail).toMatch(/^<p>/);
      expect(r.metatitle?.length).toBeGreaterThan(10);
      expect(r.metadescription?.length).toBeGreaterThan(40);
      expect(r.seitenhintergrund).toBe(`kampagne-${r.id}-header.webp`);
      expect(r.objekticon).toBe('/img/icons/marker-kampagne.png');
      expect(['oben', 'unten', 'links', 'rechts', 'karte']).toContain(r.modul0textposition);
      for (const n of [1, 2, 3, 4, 5, 6] as const) {
        const typ = r[`modul${n}typ`];
        const bild = r[`modul${n}bild`];
        if (!r[`modul${n}anzeige`]) continue;
        expect(['bild', 'bildtext', 'textbild', 'text', 'video']).toContain(typ);
        if (typ !== 'text') {
          expect(bild).toBe(`kampagne-${r.id}-modul${n}.webp`);
          expect(r.poolbilder).toContain(bild);
        }
        if (typ !== 'bild') expect(r[`modul${n}text`]).toMatch(/<(p|h3|ul)>/);
        expect([1, 2]).toContain(r[`modul${n}bildbreite`]);
      }
    }
  });

  it('names every download so that dropping the last 37 characters leaves a readable name', async () => {
    const rows = await database.db.select().from(kampagne);
    const pdfs = rows.flatMap((r) => r.poolpdf);
    expect(pdfs.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) expect(r.downloadsanzeige).toBe(r.poolpdf.length > 0);
    for (const file of pdfs) {
      expect(file).toMatch(/\.pdf$/);
      const name = file.slice(0, -37);
      expect(name).toMatch(/^[A-Za-z][A-Za-z0-9_]{4,}$/);
      expect(name).not.toMatch(/[0-9a-f]{8}/);
    }
    expect(downloadFileName('Leitfaden').slice(0, -37)).toBe('Leitfaden');
  });

  it('links 2–5 of the given properties to some articles', async () => {
    const links = await database.db.select().from(kampagneObjekt);
    const perArticle = new Map<number, number>();
    for (const l of links) {
      expect(objektIds).toContain(l.objekt);
      perArticle.set(l.kampagne, (perArticle.get(l.kampagne) ?? 0) + 1);
    }
    expect(perArticle.size).toBeGreaterThanOrEqual(3);
    for (const n of perArticle.values()) expect(n).toBeGreaterThanOrEqual(2);
    const withMap = await database.db.select().from(kampagne);
    for (const k of withMap) expect(k.modul0textposition === 'karte').toBe(perArticle.has(k.id));
  });
});

describe('slug seed', () => {
  it('resolves RE-USE_Brachflaechenrecycling to its article', async () => {
    const rows = await database.db.select().from(slug);
    const article = (await database.db.select().from(kampagne)).find(
      (k) => k.routerurl === 'RE-USE_Brachflaechenrecycling',
    );
    const reuse = rows.find((r) => r.slug === 'RE-USE_Brachflaechenrecycling');
    expect(article).toBeDefined();
    expect(reuse?.path).toBe(`/de/wissen/${article?.id}`);
    expect(reuse?.title).toBe(article?.metatitle);
  });

  it('has meta entries for the main paths in both languages and shortcuts to valid paths', async () => {
    const rows = await database.db.select().from(slug);
    const byPath = new Map(rows.map((r) => [r.path, r]));
    for (const lang of ['de', 'en']) {
      for (const p of ['home', 'foerderkompass', 'standortsuche', 'wissen', 'glossar']) {
        expect(byPath.get(`/${lang}/${p}`)?.description?.length, `/${lang}/${p}`).toBeGreaterThan(40);
      }
    }
    expect(byPath.get('/de/foerderkompass')?.title).toBe(
      'Förderkompass – Förderungen für Unternehmen in Niederösterreich',
    );
    expect(rows.find((r) => r.slug === 'foerderung')?.path).toBe('/de/foerderkompass');
    const kampagnenIds = new Set((await database.db.select({ id: kampagne.id }).from(kampagne)).map((k) => k.id));
    for (const r of rows) {
      expect(r.path).toMatch(/^\/(de|en)\//);
      const wissen = r.path.match(/^\/de\/wissen\/(\d+)$/);
      if (wissen) expect(kampagnenIds.has(Number(wissen[1]))).toBe(true);
    }
  });
});

describe('buildSeedPdf', () => {
  it('writes a one-page PDF whose xref offsets point at the objects', () => {
    const pdf = buildSeedPdf('Leitfaden Brachflächen – Überblick (Entwurf)', ['Zeile mit \\ und (Klammern)']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(text.match(/startxref\n(\d+)\n/)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(6);
    entries.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const length = Number(text.match(/\/Length (\d+) >>\nstream\n/)?.[1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
    // Umlauts as single WinAnsi bytes, the en dash as 0x96, parentheses escaped.
    expect(text).toContain('(Leitfaden Brachfl\xe4chen \x96 \xdcberblick \\(Entwurf\\)) Tj');
    expect(text).toContain("(Zeile mit \\\\ und \\(Klammern\\)) '");
  });
});
