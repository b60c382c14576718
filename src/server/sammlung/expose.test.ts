import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArea, formatPrice } from '../../shared/domain/format';
import { STATUS } from '../../shared/domain/objekt';
import { catalogues } from '../../shared/i18n';
import { exposeImageKey } from '../bilder/storage';
import { fmMatrix, objekt, objektbild, users } from '../db/schema';
import { renderSeedImage, writeImageDerivatives } from '../db/seed/images';
import { createAgent } from '../test/agent';
import { cookieFor, createUser } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { pdfImagesPerPage, pdfLines, pdfToPngs, pdfToText } from '../test/pdf';
import { GALLERY_MAX } from './expose-assets';
import { paragraphs } from './expose-content';

/** Public objects of each type with a contact, one plot first. */
async function publicObjekte(t: TestApp) {
  return t.db
    .selectDistinctOn([objekt.objektart], {
      id: objekt.id,
      kontakte: objekt.kontakte,
      detail: objekt.detailbeschreibung,
    })
    .from(objekt)
    .where(
      and(eq(objekt.status, STATUS.OHNE_LOGIN), eq(objekt.istabgelaufen, false), sql`${objekt.kontakte} is not null`),
    )
    .orderBy(objekt.objektart, objekt.id);
}

/** Gives an object `n` gallery images (rows and files; the test template has neither). */
async function giveImages(t: TestApp, id: string, n: number) {
  await t.db.delete(objektbild).where(eq(objektbild.objekt, id));
  for (let i = 0; i < n; i++) {
    const file = `${id}-${i}.webp`;
    const kind = (['grundstueck', 'buero', 'gewerbe'] as const)[i % 3] ?? 'gewerbe';
    const image = await renderSeedImage({
      seed: i * 31 + id.charCodeAt(0),
      title: `Bild ${i + 1}`,
      kind,
      width: 960,
      height: 640,
    });
    const size = await writeImageDerivatives(t.config.dataDir, file, image);
    await t.db.insert(objektbild).values({
      msid: `${id}-${i}`,
      objekt: id,
      mimetype: 'image/webp',
      crmfilename: `bild-${i}.webp`,
      s3filename: file,
      ...size,
      reihenfolge: i,
    });
  }
}

/** Largest vertical gap between two lines of body text that follow each other in one block, in line heights. */
async function largestGapInBlocks(pdf: Buffer, bodySize: number) {
  let worst = 0;
  for (const lines of await pdfLines(pdf)) {
    for (let i = 1; i < lines.length; i++) {
      const [a, b] = [lines[i - 1], lines[i]];
      if (!a || !b || a.size !== bodySize || b.size !== bodySize) continue;
      const gap = b.y - a.y;
      if (gap > 0) worst = Math.max(worst, gap / bodySize);
    }
  }
  return worst;
}

const BODY_SIZE = 9.5;

describe('the PDF exposé a business client receives', () => {
  let t: TestApp;
  let cookie: string;
  type Chosen = Awaited<ReturnType<typeof publicObjekte>>[number] & { bilder: number };
  let single: Chosen;
  let three: Chosen[];

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(t.db);
    cookie = await cookieFor(t.db, user.username);
    const candidates = await publicObjekte(t);
    if (candidates.length < 3) throw new Error('the demo data has no public object of each type');
    // Five images: the exposé shows the first four in gallery order.
    three = candidates.map((c, i) => ({ ...c, bilder: [GALLERY_MAX + 1, 2, 0][i] ?? 0 }));
    for (const o of three) await giveImages(t, o.id, o.bilder);
    single = three[0] as (typeof three)[number];
  });
  afterAll(() => t.close());

  for (const lang of ['de', 'en'] as const) {
    const texts = catalogues[lang].expose;

    it(`${lang}: one property on at most 2 pages with its 4 images, unbroken paragraphs and the contact only when logged in`, async () => {
      const url = `/api/expose?ids=${single.id}&lang=${lang}`;
      const anonymous = await t.app.inject({ url });
      const loggedIn = await t.app.inject({ url, headers: { cookie } });
      expect(anonymous.statusCode).toBe(200);
      expect(loggedIn.statusCode).toBe(200);
      pdfToPngs(loggedIn.rawPayload, `test-results/expose/${lang}-single`);
      pdfToPngs(anonymous.rawPayload, `test-results/expose/${lang}-single-anonymous`);

      const images = await pdfImagesPerPage(loggedIn.rawPayload);
      expect(images.length).toBeLessThanOrEqual(2);
      expect(images.reduce((a, b) => a + b, 0)).toBe(GALLERY_MAX);

      const withContact = pdfToText(loggedIn.rawPayload);
      const withoutContact = pdfToText(anonymous.rawPayload);
      const contactLine = single.kontakte?.split('\n')[0] ?? '---';
      expect(withContact).toContain(texts.contact);
      expect(withContact).toContain(contactLine);
      expect(withoutContact).not.toContain(texts.contact);
      expect(withoutContact).not.toContain(contactLine);
      expect(withoutContact).toContain(texts.contactHint.split(' ').slice(0, 4).join(' '));

      // No paragraph-sized gap after a wrapped line: lines of one block follow at about one line height.
      expect(await largestGapInBlocks(loggedIn.rawPayload, BODY_SIZE)).toBeLessThan(2.2);
      // And in the extracted text, no blank line inside a paragraph of the description.
      const text = pdfToText(loggedIn.rawPayload);
      expect(text).toContain(texts.description.toUpperCase());
      // The header whole, also in English after German documents rendered by the same thread.
      expect(text).toContain(texts.region.toUpperCase());
      const source = lang === 'de' ? single.detail : undefined;
      for (const p of source ? paragraphs(source).paragraphs : []) {
        const words = p.split(' ');
        const start = text.indexOf(words.slice(0, 3).join(' '));
        const end = text.indexOf(words.slice(-2).join(' '), start);
        expect(start, p).toBeGreaterThanOrEqual(0);
        expect(end, p).toBeGreaterThan(start);
        expect(text.slice(start, end)).not.toMatch(/\n\s*\n/);
      }
    });

    it(`${lang}: a collection of 3 has a cover with the overview and at most 2 pages per property`, async () => {
      const ids = three.map((o) => o.id).join(',');
      const res = await t.app.inject({ url: `/api/expose?ids=${ids}&lang=${lang}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      pdfToPngs(res.rawPayload, `test-results/expose/${lang}-collection`);
      const images = await pdfImagesPerPage(res.rawPayload);
      expect(images.length).toBeLessThanOrEqual(1 + 2 * three.length);
      expect(images[0]).toBe(0);
      const expected = three.reduce((sum, o) => sum + Math.min(o.bilder, GALLERY_MAX), 0);
      expect(images.reduce((a, b) => a + b, 0)).toBe(expected);
      const text = pdfToText(res.rawPayload);
      // Every page carries its own number in the footer (pdftotext ends each page with a form feed).
      const pages = text.split('\f').slice(0, -1);
      expect(pages).toHaveLength(images.length);
      pages.forEach((page, i) => {
        expect(page).toContain(texts.page.replace('{{page}}', String(i + 1)));
      });
      expect(text).toContain(texts.titleMany);
      expect(text).toContain(texts.summary.toUpperCase());
      expect(await largestGapInBlocks(res.rawPayload, BODY_SIZE)).toBeLessThan(2.2);
    });
  }

  it('lists the programmes that fit the site, with match hints for a reader with a company profile', async () => {
    const reader = await createUser(t.db);
    await t.db
      .update(users)
      .set({ unternehmensgroesse: 'klein', vorhaben: ['investition', 'standort'] })
      .where(eq(users.id, reader.id));
    const withProfile = await cookieFor(t.db, reader.username);
    for (const lang of ['de', 'en'] as const) {
      const texts = catalogues[lang].expose;
      const url = `/api/expose?ids=${single.id}&lang=${lang}`;
      const plain = (res: { rawPayload: Buffer }) => pdfToText(res.rawPayload).replace(/\s+/g, ' ');
      const anonymous = plain(await t.app.inject({ url }));
      const ranked = plain(await t.app.inject({ url, headers: { cookie: withProfile } }));
      expect(anonymous).toContain(texts.funding.toUpperCase());
      expect(anonymous).not.toContain(texts.fundingMatchSize);
      expect(ranked).toContain(texts.fundingMatchSize);
      // The funding guide opened for this site: its district and the reader's profile preset.
      expect(ranked).toMatch(/foerderkompass\?bezirk=\d+&groesse=klein&vorhaben=investition,standort/);
      expect(anonymous).toMatch(/foerderkompass\?bezirk=\d+ /);
    }
  });

  it('names a funding programme as it reads after a change, in the next exposé', async () => {
    const url = `/api/expose?ids=${single.id}&lang=de`;
    const plain = (res: { rawPayload: Buffer }) => pdfToText(res.rawPayload).replace(/\s+/g, ' ');
    const before = plain(await t.app.inject({ url }));
    const programmes = await t.db.select().from(fmMatrix).orderBy(fmMatrix.sortierung, fmMatrix.id);
    const named = programmes.find((p) => before.includes(p.name_de));
    if (!named) throw new Error('the exposé names no programme of the matrix');
    await t.db.update(fmMatrix).set({ name_de: 'Betriebsansiedlung Plus' }).where(eq(fmMatrix.id, named.id));
    const after = plain(await t.app.inject({ url }));
    expect(after).toContain('Betriebsansiedlung Plus');
    expect(after).not.toContain(named.name_de);
  });

  it('shows the pictures of a property whose images were stored before exposé copies were written', async () => {
    const older = three[2] as Chosen;
    await giveImages(t, older.id, 2);
    const [first] = await t.db.select().from(objektbild).where(eq(objektbild.objekt, older.id));
    fs.rmSync(path.join(t.config.dataDir, exposeImageKey(first?.s3filename ?? '')));
    const res = await t.app.inject({ url: `/api/expose?ids=${older.id}&lang=de` });
    expect(res.statusCode).toBe(200);
    expect((await pdfImagesPerPage(res.rawPayload)).reduce((a, b) => a + b, 0)).toBe(2);
  });

  it('writes areas and prices in the format of the exposé’s language', async () => {
    const [row] = await t.db.select().from(objekt).where(eq(objekt.id, single.id));
    const agent = createAgent(t.app);
    // Non-breaking spaces of the formats come out of the PDF as spaces.
    const plain = (v: string | null) => (v ?? '').replace(/\s/g, ' ');
    const en = plain(pdfToText((await agent.get(`/api/expose?ids=${single.id}&lang=en`)).rawPayload));
    const de = plain(pdfToText((await agent.get(`/api/expose?ids=${single.id}&lang=de`)).rawPayload));
    const area = row?.flaecheinqm ?? 0;
    expect(area).toBeGreaterThan(1000);
    expect(de).toContain(plain(formatArea(area, 'de')));
    expect(en).toContain(plain(formatArea(area, 'en')));
    expect(formatArea(area, 'en')).not.toBe(formatArea(area, 'de'));
    if (row?.kaufpreis) {
      expect(de).toContain(plain(formatPrice(row.kaufpreis, 'de')));
      expect(en).toContain(plain(formatPrice(row.kaufpreis, 'en')));
    }
    expect(en).not.toContain(' pro m²');
    expect(de).not.toContain('per m²');
  });
});
