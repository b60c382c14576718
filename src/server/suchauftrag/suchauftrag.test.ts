import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCHAUFTRAG_MAX } from '../../shared/domain/suchauftrag';
import { suchauftrag, suchauftragGemeldet, users } from '../db/schema';
import { masterSecret } from '../plugins/secrets';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createObjekt, createUser } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { abmeldeTokens } from './token';

describe('saved searches (API)', () => {
  let t: TestApp;
  let user: Agent;
  let other: Agent;
  let userId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    userId = (await createUser(t.db)).id;
    user = await agentOf(t, userId);
    other = await agentOf(t, (await createUser(t.db)).id);
  });
  afterAll(() => t?.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: '  Hallen bei Amstetten ',
    art: 'karte',
    query: 'selectedType=180620002&zoom=10&center=14.87,48.12&unknown=x&selectedFlaeche=0,1,2,3,4',
    bbox: '14.5,48.0,15.2,48.3',
    lang: 'de',
    ...overrides,
  });

  it('saves the map search as its codec writes it, with the section, and lists, renames, switches and deletes it', async () => {
    const saved = await user.post('/api/suchauftraege', body());
    expect(saved.statusCode).toBe(201);
    const s = saved.json();
    expect(s).toMatchObject({
      name: 'Hallen bei Amstetten',
      art: 'karte',
      // Unknown parameters and defaults dropped, the codec's order.
      query: 'selectedType=180620002&zoom=10&center=14.87,48.12',
      bbox: '14.5000,48.0000,15.2000,48.3000',
      lang: 'de',
      frequenz: 'daily',
      gemeldetAm: null,
    });
    expect((await user.get('/api/suchauftraege')).json()).toEqual([s]);
    expect((await other.get('/api/suchauftraege')).json()).toEqual([]);

    const renamed = await user.request({
      method: 'PATCH',
      url: `/api/suchauftraege/${s.id}`,
      payload: { name: 'Hallen' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Hallen', frequenz: 'daily' });
    const off = await user.request({
      method: 'PATCH',
      url: `/api/suchauftraege/${s.id}`,
      payload: { frequenz: 'off' },
    });
    expect(off.json()).toMatchObject({ name: 'Hallen', frequenz: 'off' });

    // Another user's search is no search of theirs.
    const foreign = await other.request({ method: 'PATCH', url: `/api/suchauftraege/${s.id}`, payload: { name: 'x' } });
    expect(foreign.statusCode).toBe(404);
    expect((await other.delete(`/api/suchauftraege/${s.id}`)).statusCode).toBe(404);

    expect((await user.delete(`/api/suchauftraege/${s.id}`)).json()).toEqual({ ok: true });
    expect((await user.delete(`/api/suchauftraege/${s.id}`)).statusCode).toBe(404);
    expect((await user.get('/api/suchauftraege')).json()).toEqual([]);
  });

  it('keeps no section for a search that ignores the extent, and counts what matches now as told', async () => {
    const { id: objektId } = await createObjekt(t.db, { owner: null, overrides: { objektname: 'Numbathalle' } });
    const saved = await user.post('/api/suchauftraege', body({ query: 'ignoreExtent=true&q=Numbathalle' }));
    expect(saved.json()).toMatchObject({ query: 'ignoreExtent=true&q=Numbathalle', bbox: null });
    const told = await t.db
      .select({ schluessel: suchauftragGemeldet.schluessel })
      .from(suchauftragGemeldet)
      .where(eq(suchauftragGemeldet.suchauftrag, saved.json().id));
    expect(told).toEqual([{ schluessel: objektId }]);

    // Switched off, the listing changes its price and is deactivated; switched on again, that is not news.
    await user.request({ method: 'PATCH', url: `/api/suchauftraege/${saved.json().id}`, payload: { frequenz: 'off' } });
    await t.db.delete(suchauftragGemeldet).where(eq(suchauftragGemeldet.suchauftrag, saved.json().id));
    await user.request({
      method: 'PATCH',
      url: `/api/suchauftraege/${saved.json().id}`,
      payload: { frequenz: 'weekly' },
    });
    const again = await t.db
      .select({ schluessel: suchauftragGemeldet.schluessel })
      .from(suchauftragGemeldet)
      .where(eq(suchauftragGemeldet.suchauftrag, saved.json().id));
    expect(again).toEqual([{ schluessel: objektId }]);
    await user.delete(`/api/suchauftraege/${saved.json().id}`);
  });

  it('matches a drawn area as the map does: only listings inside it count as told', async () => {
    const { id: objektId } = await createObjekt(t.db, { owner: null, overrides: { objektname: 'Kreishalle' } });
    const told = async (gebiet: string) => {
      const saved = (
        await other.post('/api/suchauftraege', body({ query: `ignoreExtent=true&gebiet=${gebiet}` }))
      ).json();
      const rows = await t.db
        .select({ schluessel: suchauftragGemeldet.schluessel })
        .from(suchauftragGemeldet)
        .where(eq(suchauftragGemeldet.suchauftrag, saved.id));
      await other.delete(`/api/suchauftraege/${saved.id}`);
      return rows.map((r) => r.schluessel);
    };
    // The factory's listings stand at 15.63, 48.2 (St. Pölten).
    expect(await told('kreis,15.63,48.2,1000')).toContain(objektId);
    expect(await told('kreis,16.37,48.21,1000')).not.toContain(objektId);
  });

  it('refuses invalid input with 400 and the codes the form shows, and anonymous callers with 401', async () => {
    const refused = async (payload: unknown) => {
      const res = await user.post('/api/suchauftraege', payload);
      expect(res.statusCode).toBe(400);
      return res.json().error;
    };
    expect((await refused(body({ name: '   ' }))).fields.name).toBe('error.required');
    expect((await refused(body({ name: 'x'.repeat(81) }))).fields.name).toBe('error.maxLength');
    await refused(body({ art: 'suche' }));
    await refused(body({ frequenz: 'hourly' }));
    await refused(body({ bbox: '15,48,14,47' }));
    await refused(body({ lang: 'fr' }));
    const patch = await user.request({ method: 'PATCH', url: '/api/suchauftraege/1', payload: {} });
    expect(patch.statusCode).toBe(400);
    expect((await (await agentOf(t, null)).post('/api/suchauftraege', body())).statusCode).toBe(401);
  });

  it(`keeps at most ${SUCHAUFTRAG_MAX} searches per user (409 tooManySuchauftraege)`, async () => {
    await t.db.insert(suchauftrag).values(
      Array.from({ length: SUCHAUFTRAG_MAX - 1 }, (_, i) => ({
        user: userId,
        name: `Suche ${i}`,
        art: 'karte' as const,
        query: '',
        lang: 'de' as const,
        frequenz: 'daily' as const,
      })),
    );
    expect((await user.post('/api/suchauftraege', body())).statusCode).toBe(201);
    const refused = await user.post('/api/suchauftraege', body({ art: 'foerderung', query: 'art=zuschuss' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('tooManySuchauftraege');
    expect((await user.get('/api/suchauftraege')).json()).toHaveLength(SUCHAUFTRAG_MAX);
  });

  it('answers a browser opening the unsubscribe link with a page that asks first, and a forged token with 400', async () => {
    const saved = (
      await other.post('/api/suchauftraege', body({ name: 'Hallen <b>fett</b>', frequenz: 'weekly' }))
    ).json();
    const url = `/api/suchauftraege/abmelden?token=${abmeldeTokens(masterSecret(t.config)).sign(saved.id)}`;
    const html = { accept: 'text/html,application/xhtml+xml' };
    const asked = await t.app.inject({ url, headers: html });
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.body).toContain('<form method="post">');
    expect(asked.body).toContain('Hallen &lt;b&gt;fett&lt;/b&gt;');
    expect((await other.get('/api/suchauftraege')).json()[0]).toMatchObject({ id: saved.id, frequenz: 'weekly' });
    const done = await t.app.inject({ method: 'POST', url, headers: html });
    expect(done.body).not.toContain('<form');
    expect((await other.get('/api/suchauftraege')).json()[0]).toMatchObject({ id: saved.id, frequenz: 'off' });
    const foreignKey = abmeldeTokens('another secret').sign(saved.id);
    const forged = await t.app.inject({ method: 'POST', url: `/api/suchauftraege/abmelden?token=${foreignKey}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('tokenInvalid');
    await other.delete(`/api/suchauftraege/${saved.id}`);
  });

  it('forgets a user’s searches with the account', async () => {
    const gone = await createUser(t.db);
    const agent = await agentOf(t, gone.id);
    expect((await agent.post('/api/suchauftraege', body())).statusCode).toBe(201);
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect(await t.db.select().from(suchauftrag).where(eq(suchauftrag.user, gone.id))).toEqual([]);
  });
});
