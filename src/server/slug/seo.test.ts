import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFigure, moreThanClaim } from '../../shared/domain/claims';
import { STATUS } from '../../shared/domain/objekt';
import type { FmMatrix } from '../../shared/schemas/content';
import { fmMatrix, glossar, kampagne, objekt, objektbild, slug } from '../db/schema';
import { TEST_INDEX_HTML, writeClientBuild } from '../test/client-build';
import { createObjekt, createUser, objektInput, sessionCookie } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

describe.each(testDbKinds())('pages for crawlers and shared links on %s', (kind) => {
  let t: TestApp;
  const build = writeClientBuild({ 'index.html': TEST_INDEX_HTML });
  beforeAll(async () => {
    t = await buildTestApp(kind, { PUBLIC_URL: 'https://standort.example.at' }, { clientDir: build.dir });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    return res.body;
  };

  it('writes an article’s meta, Open Graph tags and language alternates into the first response', async () => {
    const [article] = await t.db.select().from(kampagne).where(eq(kampagne.aktiv, true)).limit(1);
    const html = await page(`/de/wissen/${article?.id}`);
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`<meta property="og:type" content="article" />`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="https://standort.example.at/en/wissen/${article?.id}" />`,
    );
    expect(html).toContain(`<link rel="canonical" href="https://standort.example.at/de/wissen/${article?.id}" />`);
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/standort\.example\.at\/bilder\/1920\/[^"]+" \/>/,
    );
  });

  it('describes an article opened by its router URL as by its id, and the results view by its text', async () => {
    const [article] = await t.db.select().from(kampagne).where(eq(kampagne.aktiv, true)).limit(1);
    if (!article?.routerurl) throw new Error('seed article without router URL');
    const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
    const byId = await page(`/de/wissen/${article.id}`);
    expect(title(await page(`/de/wissen/${encodeURIComponent(article.routerurl)}`))).toBe(title(byId));
    expect(title(byId)).not.toBe(title(await page('/de/wissen/kein-beitrag')));

    expect(title(await page('/de/suche?q=Halle'))).toBe('„Halle“ – Suchergebnisse | Standortportal Niederösterreich');
    expect(title(await page('/en/suche?q=%20Halle%20%20Gerasdorf'))).toBe(
      '“Halle Gerasdorf” – Search results | Standortportal Niederösterreich',
    );
    expect(await page('/de/suche?q=%3Cb%3E%24%27')).toContain("<title>„&lt;b&gt;$'“ – Suchergebnisse");
  });

  it('describes glossary entries in the page language', async () => {
    const [entry] = await t.db.select().from(glossar).limit(1);
    const html = await page(`/en/glossar/${entry?.id}`);
    expect(html).toContain(`<title>${entry?.titel_en}`);
    expect(html).toContain('<html lang="en"');
  });

  it('describes public objects, but never a hidden one', async () => {
    const [open] = await t.db
      .select()
      .from(objekt)
      .where(and(eq(objekt.status, STATUS.OHNE_LOGIN), eq(objekt.istabgelaufen, false)))
      .limit(1);
    expect(await page(`/de/standortsuche/${open?.id}`)).toContain(`<title>${open?.objektname} – ${open?.ort}`);
    const [draft] = await t.db.select().from(objekt).where(eq(objekt.status, STATUS.ENTWURF)).limit(1);
    const hidden = await page(`/de/standortsuche/${draft?.id}`);
    expect(hidden).not.toContain(draft?.objektname ?? '---');
  });

  it('describes a listing no crawler may see to the sessions that may see it, and to no one else', async () => {
    const owner = await createUser(t.db, { userlevel: 1 });
    const other = await createUser(t.db, { userlevel: 1 });
    const admin = await createUser(t.db, { userlevel: 9 });
    const name = `Entwurfshalle ${kind}`;
    const draft = await createObjekt(t.db, {
      owner: owner.id,
      status: STATUS.ENTWURF,
      overrides: {
        objektname: name,
        uebersetzung: { ...objektInput().uebersetzung, objektname_en: `Draft hall ${kind}` },
      },
    });
    const shown = await createObjekt(t.db, {
      owner: null,
      status: STATUS.MIT_LOGIN,
      overrides: { objektname: `${name} mit Login` },
    });
    const head = async (path: string, cookie?: string) => {
      const res = await t.app.inject({ url: path, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      return { title: res.body.match(/<title>([^<]*)<\/title>/)?.[1] ?? '', cache: res.headers['cache-control'] };
    };
    const ownerCookie = await sessionCookie(t.db, owner.id);
    expect(await head(`/de/standortsuche/${draft.id}`, ownerCookie)).toEqual({
      title: `${name} – St. Pölten | Standortportal Niederösterreich`,
      cache: 'private, no-cache',
    });
    expect((await head(`/en/standortsuche/${draft.id}`, ownerCookie)).title).toMatch(/^Draft hall /);
    expect((await head(`/de/standortsuche/${draft.id}`, await sessionCookie(t.db, admin.id))).title).toContain(name);
    // Another user and an anonymous caller: the generic head, as if the listing did not exist.
    const generic = await head('/de/standortsuche/00000000-0000-4000-8000-000000000000');
    expect(await head(`/de/standortsuche/${draft.id}`, await sessionCookie(t.db, other.id))).toMatchObject({
      title: generic.title,
    });
    expect(await head(`/de/standortsuche/${draft.id}`)).toEqual(generic);
    expect(generic.cache).toBe('no-cache');
    // Shown with login: every logged-in user, no anonymous caller.
    expect((await head(`/de/standortsuche/${shown.id}`, await sessionCookie(t.db, other.id))).title).toContain(
      `${name} mit Login`,
    );
    expect(await head(`/de/standortsuche/${shown.id}`)).toEqual(generic);
  });

  it('describes the funding compass with the number of programmes the registration benefits name', async () => {
    const description = async (path: string) =>
      (await page(path)).match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
    const listed = (await t.app.inject({ url: '/api/fm_matrix' })).json() as FmMatrix[];
    expect(await description('/de/foerderkompass')).toMatch(
      new RegExp(`^Mehr als ${claimFigure(listed.length, 'de')} Förderprogramme `),
    );
    expect(await description('/en/foerderkompass')).toMatch(
      new RegExp(`^More than ${claimFigure(listed.length, 'en')} funding programmes `),
    );
    // Computed, not written down: programmes enough for the next round number change the figure.
    let more = listed.length + 1;
    while (moreThanClaim(more) === moreThanClaim(listed.length)) more++;
    const { id: _, ...programme } = listed[0] as FmMatrix;
    const rows = await t.db
      .insert(fmMatrix)
      .values(Array.from({ length: more - listed.length }, () => programme))
      .returning({ id: fmMatrix.id });
    try {
      expect(await description('/de/foerderkompass')).toMatch(new RegExp(`^Mehr als ${moreThanClaim(more)} `));
    } finally {
      await t.db.delete(fmMatrix).where(
        inArray(
          fmMatrix.id,
          rows.map((r) => r.id),
        ),
      );
    }
    // No URL-management text names a figure the computed one could contradict.
    for (const entry of await t.db.select().from(slug)) {
      expect(`${entry.title} ${entry.description ?? ''}`).not.toMatch(/(mehr als|more than|über) \d/i);
    }
  });

  it('asks for a public object’s first picture with the page, never for a document listed before it', async () => {
    const [open] = await t.db
      .select({ id: objekt.id })
      .from(objekt)
      .innerJoin(objektbild, eq(objektbild.objekt, objekt.id))
      .where(and(eq(objekt.status, STATUS.OHNE_LOGIN), eq(objekt.istabgelaufen, false)))
      .orderBy(objektbild.reihenfolge)
      .limit(1);
    const id = open?.id as string;
    await t.db.insert(objektbild).values({
      msid: `seo-test-${kind}`,
      objekt: id,
      mimetype: 'application/pdf',
      crmfilename: 'Lageplan.pdf',
      s3filename: 'seo-test-lageplan.pdf',
      width: 0,
      height: 0,
      reihenfolge: -1,
    });
    try {
      const [first] = await t.db
        .select({ file: objektbild.s3filename })
        .from(objektbild)
        .where(and(eq(objektbild.objekt, id), ne(objektbild.mimetype, 'application/pdf')))
        .orderBy(objektbild.reihenfolge)
        .limit(1);
      const html = await page(`/de/standortsuche/${id}`);
      const src = `/bilder/1920/${encodeURIComponent(first?.file ?? '')}`;
      expect(html).toContain(`<meta property="og:image" content="https://standort.example.at${src}" />`);
      expect(html).toContain(`<link rel="preload" as="image" href="${src}" fetchpriority="high" />`);
      expect(html).not.toContain('seo-test-lageplan.pdf');
      // Other pages show their og:image smaller or not at all: nothing is preloaded there.
      expect(await page('/de/home')).not.toContain('rel="preload" as="image"');
    } finally {
      await t.db.delete(objektbild).where(eq(objektbild.msid, `seo-test-${kind}`));
    }
  });

  it("keeps `$'` and `` $` `` in a path or an object's name literal in the page head (issue 23, finding 6)", async () => {
    const count = (html: string, tag: string) => html.split(tag).length - 1;
    const odd = await page("/de/x$'");
    expect(odd).toContain(`<link rel="canonical" href="https://standort.example.at/de/x$'" />`);
    expect(count(odd, '<script')).toBe(1);
    const name = "Halle $' und $` und $&";
    const { id } = await createObjekt(t.db, { owner: null, overrides: { objektname: name } });
    const html = await page(`/de/standortsuche/${id}`);
    expect(html).toContain(`<title>${name}`);
    expect(count(html, '<script')).toBe(1);
    expect(count(html, '<body')).toBe(1);
  });

  it('lists every public page in both languages in sitemap.xml, and no hidden object', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const [draft] = await t.db.select().from(objekt).where(eq(objekt.status, STATUS.ENTWURF)).limit(1);
    const [entry] = await t.db.select().from(glossar).limit(1);
    expect(res.body).toContain('<loc>https://standort.example.at/de/home</loc>');
    expect(res.body).toContain('<loc>https://standort.example.at/en/home</loc>');
    expect(res.body).toContain(`<loc>https://standort.example.at/en/glossar/${entry?.id}</loc>`);
    expect(res.body).not.toContain(draft?.id ?? '---');
    const publicCount = (await t.app.inject({ url: '/api/objekt' })).json().length;
    expect(res.body.match(/\/de\/standortsuche\/[0-9a-f-]{36}<\/loc>/g)).toHaveLength(publicCount);
  });

  it('keeps administration and the API out of robots.txt', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /de/admin/');
    expect(res.body).toContain('Sitemap: https://standort.example.at/sitemap.xml');
  });
});
