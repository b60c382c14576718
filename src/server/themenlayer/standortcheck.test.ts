import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { standortcheckZeilen } from '../../shared/domain/standortcheck';
import { catalogues } from '../../shared/i18n';
import { objekt, objektStandortcheck, themenlayer } from '../db/schema';
import { updateObjekt } from '../objekt/write-queries';
import { adminTestAgents } from '../test/admin';
import { type Agent, createAgent } from '../test/agent';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { geojsonFile } from '../test/layer-files';
import { pdfImagesPerPage, pdfToPngs, pdfToText } from '../test/pdf';

/** A 100 m square plot in MGI / Austria Lambert (EPSG:31287), far from the demo layers. */
const X = 700_000;
const Y = 380_000;
const rect = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
  [x0, y0],
  [x0, y1],
  [x1, y1],
  [x1, y0],
  [x0, y0],
];

describe.each(testDbKinds())('the site check on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let objektId: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { JOB_POLL_SECONDS: '0.5' });
    ({ admin } = await adminTestAgents(t));
    const [row] = await t.db.select({ id: objekt.id }).from(objekt).limit(1);
    objektId = row?.id as string;
  });
  afterAll(() => t.close());

  /** Lon/lat WKT of a geometry given in EPSG:31287. */
  async function wkt31287(ewkt: string): Promise<string> {
    const result = (await t.db.execute(
      sql`select ST_AsText(ST_Transform(ST_GeomFromEWKT(${`SRID=31287;${ewkt}`}), 4326)) as w`,
    )) as unknown as { rows: { w: string }[] };
    return result.rows[0]?.w as string;
  }

  /** Moves the test property (location point and plot) as the editor's save does. */
  async function moveTo(x: number, y: number) {
    const polygon = await wkt31287(
      `POLYGON((${rect(x - 50, y - 50, x + 50, y + 50)
        .map((p) => p.join(' '))
        .join(',')}))`,
    );
    const standort = await wkt31287(`POINT(${x} ${y})`);
    await t.db.transaction((tx) => updateObjekt(tx, objektId, { standort, polygon }));
  }

  async function importLayer(art: string, ring: [number, number][]) {
    const res = await admin.upload(
      `/api/admin/themenlayer?art=${art}&name=${art}-Test&quelle=Test`,
      'ebene.geojson',
      geojsonFile([{ ring }], 31287),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().layer.id as number;
  }

  /** The stored check of the test property against a layer, once the queue's job has written it. */
  async function checkOf(layerId: number, timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await t.db
        .select()
        .from(objektStandortcheck)
        .where(and(eq(objektStandortcheck.objektid, objektId), eq(objektStandortcheck.layerId, layerId)));
      if (row || Date.now() > until) return row;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('computes the share of a plot inside a flood polygon after the import (a job of the queue)', async () => {
    await moveTo(X, Y);
    // The flood area covers the plot's western 35 m.
    const hq100 = await importLayer('hq100', rect(X - 1000, Y - 1000, X - 15, Y + 1000));
    const check = await checkOf(hq100);
    expect(check?.anteil).toBeCloseTo(0.35, 2);
    expect(check?.abstand).toBeNull();
    const [layer] = await t.db.select().from(themenlayer).where(eq(themenlayer.id, hq100));
    expect(check?.importiertAm.getTime()).toBe(layer?.importiertAm?.getTime());
  });

  it('notes the distance to an area within 500 m, and none beyond', async () => {
    await moveTo(X, Y);
    const near = await importLayer('natura2000', rect(X + 350, Y - 100, X + 600, Y + 100));
    const far = await importLayer('natura2000', rect(X + 1000, Y - 100, X + 1200, Y + 100));
    expect(await checkOf(near)).toMatchObject({ anteil: 0 });
    expect((await checkOf(near))?.abstand).toBeCloseTo(300, 0);
    expect(await checkOf(far)).toMatchObject({ anteil: 0, abstand: null });
  });

  it('recomputes when the property moves', async () => {
    await moveTo(X, Y);
    const hq30 = await importLayer('hq30', rect(X - 2000, Y + 500, X + 2000, Y + 1500));
    expect(await checkOf(hq30)).toMatchObject({ anteil: 0 });
    await moveTo(X, Y + 1000);
    expect(await checkOf(hq30)).toMatchObject({ anteil: 1, abstand: null });
  });

  it('ships demo layers labelled as demo data that touch demo properties', async () => {
    const layers = await t.db.select().from(themenlayer).where(sql`${themenlayer.name} like 'Demodaten%'`);
    expect(layers.map((l) => l.art).sort()).toEqual(['hq100', 'hq30', 'hq300', 'natura2000', 'widmung']);
    const touched = (await t.db.execute(sql`
      select l.art, count(*)::int as n from objekt_standortcheck c join themenlayer l on l.id = c.layer_id
      where c.anteil > 0 and l.name like 'Demodaten%' group by l.art order by l.art`)) as unknown as {
      rows: { art: string; n: number }[];
    };
    expect(touched.rows.map((r) => r.art)).toEqual(['hq100', 'hq30', 'hq300', 'natura2000', 'widmung']);
  });
});

/** A public, unexpired demo property that touches the demo layer of this kind. */
async function publicDemoPlotIn(t: TestApp, art: 'hq30' | 'hq100'): Promise<string | undefined> {
  const demo = (await t.db.execute(sql`
    select c.objektid from objekt_standortcheck c join themenlayer l on l.id = c.layer_id join objekt o on o.id = c.objektid
    where l.art = ${art} and c.anteil > 0 and o.status = ${STATUS.OHNE_LOGIN} and not o.istabgelaufen limit 1`)) as unknown as {
    rows: { objektid: string }[];
  };
  return demo.rows[0]?.objektid;
}

describe('the site check as the detail page reads it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the demo flood plot with its shares, sources and dates, flood layers first', async () => {
    const id = await publicDemoPlotIn(t, 'hq30');
    const res = await createAgent(t.app).get(`/api/objekt/${id}/standortcheck`);
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json();
    expect(check.flaeche).toBe(true);
    expect(check.eintraege.map((e: { art: string }) => e.art)).toEqual([
      'hq30',
      'hq100',
      'hq300',
      'natura2000',
      'widmung',
    ]);
    const [hq30, hq100] = check.eintraege;
    expect(hq30.anteil).toBeGreaterThan(0);
    expect(hq100.anteil).toBeGreaterThanOrEqual(hq30.anteil);
    expect(hq100).toMatchObject({ name: 'Demodaten: Hochwasser HQ100', quelle: expect.stringContaining('Demodaten') });
    const zeilen = standortcheckZeilen(check, 'de', (key, values) => `${key}${values ? JSON.stringify(values) : ''}`);
    expect(zeilen[1]).toMatchObject({ thema: 'standortcheck.art.hq100', betroffen: true });
    expect(zeilen[1]?.ergebnis).toMatch(/^standortcheck.anteil\{"prozent":"\d+"\}$/);
  });

  it('answers 404 for a property the caller may not see', async () => {
    const [hidden] = await t.db
      .select({ id: objekt.id })
      .from(objekt)
      .where(eq(objekt.status, STATUS.IN_BEARBEITUNG))
      .limit(1);
    expect((await createAgent(t.app).get(`/api/objekt/${hidden?.id}/standortcheck`)).statusCode).toBe(404);
  });
});

describe('the map filters of the site check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('carries the check in the map summary and drops a demo flood plot with "outside HQ100" (server mode)', async () => {
    const id = await publicDemoPlotIn(t, 'hq100');
    const agent = createAgent(t.app);
    const bbox = 'bbox=14,47,17.5,49.5';
    const all = (await agent.get(`/api/objekt/ausschnitt?${bbox}`)).json();
    const outside = (await agent.get(`/api/objekt/ausschnitt?${bbox}&ausserhalbHq100=true`)).json();
    expect(all.anzahl).toBeGreaterThan(outside.anzahl);
    const listed = all.objekte.find((o: { id: string }) => o.id === id);
    if (all.objekte.length) expect(listed).toMatchObject({ inHq100: true });
    expect(outside.objekte.map((o: { id: string }) => o.id)).not.toContain(id);
    const full = (await agent.get(`/api/objekt/${id}`)).json();
    expect(full).toMatchObject({ inHq100: true });
  });
});

describe('the site check in the exposé', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  for (const lang of ['de', 'en'] as const) {
    it(`${lang}: prints each layer's line with its source and the disclaimer, still on at most 2 pages`, async () => {
      const id = await publicDemoPlotIn(t, 'hq30');
      const res = await createAgent(t.app).get(`/api/expose?ids=${id}&lang=${lang}`);
      expect(res.statusCode).toBe(200);
      pdfToPngs(res.rawPayload, `test-results/expose/${lang}-standortcheck`);
      expect((await pdfImagesPerPage(res.rawPayload)).length).toBeLessThanOrEqual(2);
      const text = pdfToText(res.rawPayload).replace(/\s+/g, ' ');
      const c = catalogues[lang].standortcheck;
      expect(text).toContain(c.title.toUpperCase());
      expect(text).toContain(`${c.art.hq100} `);
      expect(text).toContain(c.art.natura2000);
      expect(text).toContain(lang === 'de' ? 'Demodaten: Hochwasser HQ100' : 'Demo data: flood HQ100');
      // The share of the plot, as the detail page words it ("35 % der Fläche" / "35 % of the plot").
      expect(text).toMatch(new RegExp(c.anteil.replace('{{prozent}}', '\\d+')));
      expect(text).toContain(c.disclaimer.split(' ').slice(0, 5).join(' '));
    });
  }
});
