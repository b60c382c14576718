import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS, STATUS_CODES } from '../../shared/domain/objekt';
import { encodeQuery } from '../../shared/domain/query';
import type { Lang } from '../../shared/domain/routes';
import { buildObjektIndex, RESULTS_PAGE_SIZE, searchObjekte } from '../../shared/domain/search';
import type { Objekt } from '../../shared/schemas/objekt';
import {
  OBJEKT_SUCHE_QUERY,
  OBJEKT_SUCHERGEBNIS_QUERY,
  type ObjektSuchergebnis,
  type ObjektTreffer,
} from '../../shared/schemas/suche';
import { cookieFor, createUser, sessionCookie } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { notRefused, publishedQueryTypes } from '../test/routes';

/** What the search box shows of an object of the whole list. */
const trefferOf = (o: Objekt): ObjektTreffer => ({
  id: o.id,
  objektname: o.objektname,
  uebersetzung: o.uebersetzung ? { objektname_en: o.uebersetzung.objektname_en } : null,
  objektnummer: o.objektnummer,
  plz: o.plz,
  ort: o.ort,
  status: o.status,
});

/** The last digits of an object number: a numeric search that finds this object (and few others). */
const nummerDigits = (o: Objekt) => o.objektnummer.replace(/\D/g, '').slice(-4);

describe.each(testDbKinds())('GET /api/objekt/suche on %s', (kind) => {
  let t: TestApp;
  let member: string;
  let owner: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    member = await sessionCookie(t.db, (await createUser(t.db)).id);
    owner = await cookieFor(t.db, 'eigentuemer@standortportal.at');
    admin = await cookieFor(t.db, 'admin@standortportal.at');
  });
  afterAll(() => t.close());

  const headers = (cookie?: string) => (cookie ? { cookie } : {});
  const list = async (cookie?: string) =>
    (await t.app.inject({ url: '/api/objekt', headers: headers(cookie) })).json<Objekt[]>();
  const suche = async (query: Record<string, string>, cookie?: string) => {
    const res = await t.app.inject({
      url: `/api/objekt/suche?${new URLSearchParams(query)}`,
      headers: headers(cookie),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ObjektTreffer[]>();
  };
  const ids = (list: { id: string }[]) => list.map((o) => o.id);

  it("answers what the browser's search finds in the caller's whole list, for every kind of caller", async () => {
    const queries: { q: string; lang: Lang; limit: number }[] = [
      { q: 'Gänserndorf', lang: 'de', limit: 15 },
      { q: 'Tulln', lang: 'de', limit: 5 },
      { q: 'lagerhalle gerasdorf', lang: 'de', limit: 15 },
      { q: 'Baufeld betriebsgebiet', lang: 'de', limit: 15 },
      { q: 'baufeld', lang: 'de', limit: 3 },
      { q: '005', lang: 'de', limit: 15 },
      { q: 'warehouse office', lang: 'en', limit: 15 },
      { q: 'business park', lang: 'en', limit: 15 },
    ];
    for (const cookie of [undefined, member, owner, admin]) {
      const all = await list(cookie);
      for (const { q, lang, limit } of queries) {
        const want = searchObjekte(buildObjektIndex(all, lang), q, limit).map(trefferOf);
        expect(want.length, q).toBeGreaterThan(0);
        expect(await suche({ q, lang, limit: String(limit) }, cookie), `${q} ${cookie}`).toEqual(want);
      }
      // Defaults: German, five results.
      expect(await suche({ q: 'Baufeld' }, cookie)).toEqual(
        searchObjekte(buildObjektIndex(all, 'de'), 'Baufeld', 5).map(trefferOf),
      );
    }
    // Too short to search: nothing, as in the browser.
    expect(await suche({ q: 'Tu' })).toEqual([]);
  });

  it('never shows anonymous callers what only logged-in users see, nor others the drafts of an owner', async () => {
    const withLogin = (await list(member)).find((o) => o.status === STATUS.MIT_LOGIN && !o.istabgelaufen);
    if (!withLogin) throw new Error('seed has no object shown with login');
    const byNumber = { q: nummerDigits(withLogin), limit: '15' };
    expect(ids(await suche(byNumber))).not.toContain(withLogin.id);
    expect(ids(await suche(byNumber, member))).toContain(withLogin.id);

    const byName = { q: withLogin.objektname, limit: '15' };
    expect((await suche(byName)).every((o) => o.id !== withLogin.id)).toBe(true);
    expect(ids(await suche(byName, member))).toContain(withLogin.id);

    const draft = (await list(owner)).find((o) => o.status === STATUS.ENTWURF);
    if (!draft) throw new Error('seed has no draft of the owner');
    const draftQuery = { q: nummerDigits(draft), limit: '15' };
    expect(ids(await suche(draftQuery, owner))).toContain(draft.id);
    expect(ids(await suche(draftQuery, member))).not.toContain(draft.id);
    expect(ids(await suche(draftQuery))).not.toContain(draft.id);
  });

  it("searches an administrator's chosen statuses (spec 6) and only narrows what others may see", async () => {
    const res = await t.app.inject({ url: `/api/objekt?status=${STATUS_CODES.join(',')}`, headers: { cookie: admin } });
    const all = res.json<Objekt[]>();
    const hidden = all.find((o) => o.status === STATUS.NICHT_ANZEIGEN);
    if (!hidden) throw new Error('seed has no hidden object');
    const byNumber = { q: nummerDigits(hidden), limit: '15' };
    // The default status filter (spec 4) leaves hidden objects out; choosing 180620000 finds them.
    expect(ids(await suche(byNumber, admin))).not.toContain(hidden.id);
    const found = await suche({ ...byNumber, status: String(STATUS.NICHT_ANZEIGEN) }, admin);
    expect(ids(found)).toContain(hidden.id);
    expect(found.every((o) => o.status === STATUS.NICHT_ANZEIGEN)).toBe(true);

    // Only 'under review' chosen: a place's objects of other statuses are not suggested.
    const place = all.find((o) => o.status === STATUS.OHNE_LOGIN)?.ort;
    if (!place) throw new Error('seed has no public object');
    const chosen = await suche({ q: place, limit: '15', status: String(STATUS.IN_PRUEFUNG) }, admin);
    expect(chosen.every((o) => o.status === STATUS.IN_PRUEFUNG)).toBe(true);
    expect((await suche({ q: place, limit: '15' }, admin)).length).toBeGreaterThan(0);
    const two: number[] = [STATUS.OHNE_LOGIN, STATUS.DEAKTIVIERT];
    const want = all.filter((o) => two.includes(o.status));
    expect(await suche({ q: place, limit: '15', status: two.join(',') }, admin)).toEqual(
      searchObjekte(buildObjektIndex(want, 'de'), place, 15).map(trefferOf),
    );

    // Anyone else: a status list narrows, never widens what they see.
    expect(ids(await suche({ ...byNumber, status: String(STATUS.NICHT_ANZEIGEN) }, member))).not.toContain(hidden.id);
    expect(ids(await suche({ ...byNumber, status: String(STATUS.NICHT_ANZEIGEN) }))).not.toContain(hidden.id);
    const publicOnes = await suche({ q: place, limit: '15', status: String(STATUS.MIT_LOGIN) });
    expect(publicOnes).toEqual([]);
  });

  it('publishes its parameters with their types, and answers 400 on a missing or too long text, a bad limit, language or status', async () => {
    const box = { q: 'string', lang: 'string', limit: 'integer' };
    expect(await publishedQueryTypes(t.app, '/api/objekt/suche')).toEqual({ ...box, status: 'number[]' });
    expect(await publishedQueryTypes(t.app, '/api/ort/suche')).toEqual(box);
    const get = (url: string) => t.app.inject({ url });
    const bad = [
      '',
      'q=',
      'q=%20',
      `q=${'a'.repeat(201)}`,
      'q=Tulln&limit=0',
      'q=Tulln&limit=16',
      'q=Tulln&limit=2.5',
      'q=Tulln&limit=viele',
      'q=Tulln&lang=fr',
      'q=Tulln&status=offen',
      'q=Tulln&status=180620003,',
      'q=Tulln&status=123456789',
    ];
    expect(await notRefused(get, '/api/objekt/suche', bad)).toEqual([]);
    expect(
      await notRefused(get, '/api/ort/suche', ['q=Tulln&limit=16', `q=${'x'.repeat(101)}`, 'q=Tulln&lang=fr']),
    ).toEqual([]);
    expect((await t.app.inject({ url: `/api/objekt/suche?q=${'a'.repeat(200)}` })).statusCode).toBe(200);
    // The client writes its request with the schema's codec: the statuses comma-separated, defaults left out.
    const query = encodeQuery(OBJEKT_SUCHE_QUERY, {
      q: 'Halle Tulln',
      lang: 'de',
      limit: 15,
      status: [STATUS.IN_PRUEFUNG, STATUS.MIT_LOGIN],
    });
    expect(query).toBe(`q=Halle+Tulln&limit=15&status=${STATUS.IN_PRUEFUNG},${STATUS.MIT_LOGIN}`);
    expect((await t.app.inject({ url: `/api/objekt/suche?${query}`, headers: { cookie: admin } })).statusCode).toBe(
      200,
    );
  });

  it('follows writes: a renamed object is found by its new name at once', async () => {
    const [first] = await list();
    if (!first) throw new Error('seed has no public object');
    expect(await suche({ q: 'Quokkahalle' })).toEqual([]);
    await t.db.execute(sql`update objekt set objektname = 'Quokkahalle am Wagram' where id = ${first.id}`);
    const found = await suche({ q: 'quokkahalle wagram' });
    expect(found).toEqual([{ ...trefferOf(first), objektname: 'Quokkahalle am Wagram' }]);
    await t.db.execute(sql`update uebersetzung set objektname_en = 'Quokka hall' where objekt = ${first.id}`);
    expect(ids(await suche({ q: 'quokka hall', lang: 'en' }))).toEqual([first.id]);
  });

  describe('GET /api/objekt/suchergebnis (results view)', () => {
    const seite = async (query: Record<string, string>, cookie?: string) => {
      const res = await t.app.inject({
        url: `/api/objekt/suchergebnis?${new URLSearchParams(query)}`,
        headers: headers(cookie),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ObjektSuchergebnis>();
    };

    it('counts every match the search box would find without its cap, page by page, for every kind of caller', async () => {
      for (const cookie of [undefined, member, owner, admin]) {
        const all = await list(cookie);
        for (const [q, lang] of [
          ['Halle', 'de'],
          ['hall', 'en'],
          ['005', 'de'],
        ] as const) {
          const want = searchObjekte(buildObjektIndex(all, lang), q, Number.POSITIVE_INFINITY);
          // More than one page where there are many ('Halle': 82 in the demo data).
          expect(want.length, q).toBeGreaterThan(q === '005' ? 0 : RESULTS_PAGE_SIZE);
          const first = await seite({ q, lang }, cookie);
          expect(first.anzahl, `${q} ${cookie}`).toBe(want.length);
          const pages = Math.ceil(want.length / RESULTS_PAGE_SIZE);
          const found = [...first.treffer];
          for (let n = 2; n <= pages; n++) found.push(...(await seite({ q, lang, seite: String(n) }, cookie)).treffer);
          expect(found).toEqual(
            want.map((o) => ({ ...trefferOf(o), objektart: o.objektart, flaecheinqm: o.flaecheinqm })),
          );
          expect((await seite({ q, lang, seite: String(pages + 1) }, cookie)).treffer).toEqual([]);
        }
      }
      expect(await seite({ q: 'xyzxyz' })).toEqual({ anzahl: 0, seite: 1, treffer: [] });
      expect((await seite({ q: 'Ha' })).anzahl).toBe(0);
    });

    it('shows anonymous callers only public objects, and nobody the drafts of an owner', async () => {
      const withLogin = (await list(member)).find((o) => o.status === STATUS.MIT_LOGIN && !o.istabgelaufen);
      const draft = (await list(owner)).find((o) => o.status === STATUS.ENTWURF);
      if (!withLogin || !draft) throw new Error('seed lacks an object shown with login or a draft');
      const idsOf = async (q: string, cookie?: string) => ids((await seite({ q }, cookie)).treffer);
      expect(await idsOf(nummerDigits(withLogin))).not.toContain(withLogin.id);
      expect(await idsOf(nummerDigits(withLogin), member)).toContain(withLogin.id);
      expect(await idsOf(nummerDigits(draft), owner)).toContain(draft.id);
      expect(await idsOf(nummerDigits(draft), member)).not.toContain(draft.id);
      expect(await idsOf(nummerDigits(draft))).not.toContain(draft.id);
    });

    it('publishes its parameters with their types, and answers 400 on a missing or too long text, a bad page, language or status', async () => {
      expect(await publishedQueryTypes(t.app, '/api/objekt/suchergebnis')).toEqual({
        q: 'string',
        lang: 'string',
        seite: 'integer',
        status: 'number[]',
      });
      const bad = [
        '',
        'q=',
        `q=${'a'.repeat(201)}`,
        'q=Halle&seite=0',
        'q=Halle&seite=x',
        'q=Halle&lang=fr',
        'q=Halle&status=1',
      ];
      expect(await notRefused((url) => t.app.inject({ url }), '/api/objekt/suchergebnis', bad)).toEqual([]);
      // What the results view asks: the default language and first page left out.
      const query = encodeQuery(OBJEKT_SUCHERGEBNIS_QUERY, { q: 'Halle', lang: 'de', seite: 1 });
      expect(query).toBe('q=Halle');
      expect((await seite({ q: 'Halle' })).anzahl).toBeGreaterThan(0);
    });
  });
});
