import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MAX, type ApiKeyCreated } from '../../shared/schemas/api-key';
import { apiKey, users } from '../db/schema';
import { feedXml } from '../openimmo/fixtures/feed';
import { csrfPlugin } from '../plugins/csrf';
import { errorsPlugin } from '../plugins/errors';
import { sessionPlugin } from '../plugins/session';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createUser, sessionCookie } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { apiKeyHashOf } from './service';

/** A multipart body with one file in the field "file", as broker software sends a feed. */
function multipart(filename: string, data: string) {
  const boundary = '----brokersoftware';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/xml\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(data), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDbKinds())('personal API keys on %s', (kind) => {
  let t: TestApp;
  /** The session and CSRF plugins as the portal registers them, with routes that echo the viewer. */
  let probe: FastifyInstance;
  let broker: { id: number; agent: Agent };

  const newBroker = async (overrides: Partial<typeof users.$inferInsert> = {}) => {
    const user = await createUser(t.db, { makler: true, contact_person: 'Petra Lang', ...overrides });
    return { id: user.id, agent: await agentOf(t, user.id) };
  };
  const createKey = async (agent: Agent, name = 'onOffice') => {
    const res = await agent.post('/api/account/api-keys', { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ApiKeyCreated;
  };
  const viewerOn = (url: string, headers: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
    probe.inject({ method, url, headers });

  beforeAll(async () => {
    t = await buildTestApp(kind);
    broker = await newBroker();
    probe = Fastify();
    await probe.register(errorsPlugin);
    await probe.register(fastifyCookie);
    await probe.register(sessionPlugin, { db: t.db });
    await probe.register(csrfPlugin, { key: 'probe-key' });
    const echo = async (request: { viewer: unknown }) => ({ viewer: request.viewer });
    probe.get('/api/import/openimmo', echo);
    probe.post('/api/import/openimmo', echo);
    probe.get('/api/import/openimmo/:id', echo);
    probe.get('/api/import/openimmo-andere', echo);
    probe.get('/api/userdata', echo);
    probe.post('/api/account/probe', echo);
  });
  afterAll(async () => {
    await probe.close();
    await t.close();
  });

  it('shows a new key once, stores only its hash, and lists keys without it', async () => {
    const created = await createKey(broker.agent, 'FlowFact Export');
    expect(created.key).toMatch(/^sp_[\w-]{43}$/);
    expect(created).toMatchObject({ name: 'FlowFact Export', lastUsedAt: null });

    const [row] = await t.db.select().from(apiKey).where(eq(apiKey.id, created.id));
    expect(row?.hash).toBe(apiKeyHashOf(created.key));
    expect(row?.hash).not.toContain(created.key.slice(3));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await broker.agent.get('/api/account/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      id: created.id,
      name: 'FlowFact Export',
      createdAt: created.createdAt,
      lastUsedAt: null,
    });
    expect(list.body).not.toContain(created.key);
    expect((await createKey(broker.agent)).key).not.toBe(created.key);
  });

  it('gives keys to brokers only, at most 10, named; anonymous callers get 401', async () => {
    const member = await agentOf(t, (await createUser(t.db)).id);
    const refused = await member.post('/api/account/api-keys', { name: 'Versuch' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect((await member.get('/api/account/api-keys')).json()).toEqual([]);

    const anonymous = await agentOf(t, null);
    for (const res of [
      await anonymous.get('/api/account/api-keys'),
      await anonymous.post('/api/account/api-keys', { name: 'x' }),
      await anonymous.delete('/api/account/api-keys/1'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('loginRequired');
    }

    const unnamed = await broker.agent.post('/api/account/api-keys', { name: '   ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.fields).toEqual({ name: 'error.required' });
    expect((await broker.agent.post('/api/account/api-keys', { name: 'x'.repeat(61) })).statusCode).toBe(400);

    const full = await newBroker();
    const keys: ApiKeyCreated[] = [];
    for (let i = 0; i < API_KEY_MAX; i++) keys.push(await createKey(full.agent, `Schlüssel ${i}`));
    const eleventh = await full.agent.post('/api/account/api-keys', { name: 'einer zu viel' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.code).toBe('tooManyApiKeys');
    // A revoked key frees its place.
    expect((await full.agent.delete(`/api/account/api-keys/${keys[0]?.id}`)).statusCode).toBe(200);
    await createKey(full.agent, 'Ersatz');
  });

  it('revokes only the own keys; a revoked key is refused with 401 at once', async () => {
    const created = await createKey(broker.agent);
    const bearer = { authorization: `Bearer ${created.key}` };
    expect((await viewerOn('/api/import/openimmo', bearer)).statusCode).toBe(200);

    const other = await newBroker();
    const foreign = await other.agent.delete(`/api/account/api-keys/${created.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await viewerOn('/api/import/openimmo', bearer)).statusCode).toBe(200);

    expect((await broker.agent.delete(`/api/account/api-keys/${created.id}`)).statusCode).toBe(200);
    expect((await broker.agent.delete(`/api/account/api-keys/${created.id}`)).statusCode).toBe(404);
    const revoked = await viewerOn('/api/import/openimmo', bearer);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('apiKeyInvalid');
    expect(revoked.headers['www-authenticate']).toBe('Bearer');
    expect((await broker.agent.get('/api/account/api-keys')).json().map((k: { id: number }) => k.id)).not.toContain(
      created.id,
    );
  });

  it('authenticates the import routes only, as the broker (never with administrator rights), and notes the use', async () => {
    const admin = await newBroker({ userlevel: 9 });
    const created = await createKey(admin.agent);
    const bearer = { authorization: `Bearer ${created.key}` };
    for (const url of ['/api/import/openimmo', '/api/import/openimmo/7', '/api/import/openimmo?makler=3']) {
      const res = await viewerOn(url, bearer);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().viewer, url).toEqual({ id: admin.id, userlevel: 6, sessionId: '', apiKeyId: created.id });
    }
    const [row] = await t.db.select().from(apiKey).where(eq(apiKey.id, created.id));
    expect(row?.last_used_at?.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const listed = (await admin.agent.get('/api/account/api-keys')).json() as { id: number; lastUsedAt: string }[];
    expect(listed.find((k) => k.id === created.id)?.lastUsedAt).toBe(row?.last_used_at?.toISOString());

    // Elsewhere the header is ignored: no viewer, and a mutating call still needs its CSRF token.
    for (const url of ['/api/userdata', '/api/import/openimmo-andere']) {
      const res = await viewerOn(url, bearer);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().viewer, url).toBeNull();
    }
    const post = await viewerOn('/api/account/probe', bearer, 'POST');
    expect(post.statusCode).toBe(403);
    expect(post.json().error.code).toBe('csrfInvalid');
    // The real app alike: the account's API answers a Bearer header as it answers no login at all.
    const real = await t.app.inject({ url: '/api/account/api-keys', headers: bearer });
    expect(real.statusCode).toBe(401);
    expect(real.json().error.code).toBe('loginRequired');
  });

  it('needs no CSRF token with a key, but does with a session cookie', async () => {
    const created = await createKey(broker.agent);
    const withKey = await viewerOn('/api/import/openimmo', { authorization: `Bearer ${created.key}` }, 'POST');
    expect(withKey.statusCode).toBe(200);
    expect(withKey.json().viewer.id).toBe(broker.id);
    expect(withKey.cookies).toEqual([]);

    const cookie = await sessionCookie(t.db, broker.id);
    const withCookie = await viewerOn('/api/import/openimmo', { cookie }, 'POST');
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json().error.code).toBe('csrfInvalid');
    // With both, the key decides: the cookie's session is not read.
    const both = await viewerOn('/api/import/openimmo', { cookie, authorization: 'Bearer sp_unbekannt' }, 'POST');
    expect(both.statusCode).toBe(401);
  });

  it('refuses unknown keys and the keys of locked users (401) and of users who are no broker any more (403)', async () => {
    for (const header of ['Bearer sp_unbekannt', 'bearer kein-schluessel', 'Bearer', `Bearer sp_${'a'.repeat(300)}`]) {
      const res = await viewerOn('/api/import/openimmo', { authorization: header });
      expect(res.statusCode, header).toBe(401);
      expect(res.json().error.code).toBe('apiKeyInvalid');
    }
    // Another scheme is no key: the caller is anonymous, as without the header.
    const basic = await viewerOn('/api/import/openimmo', { authorization: 'Basic dXNlcjpwdw==' });
    expect(basic.json().viewer).toBeNull();

    const locked = await newBroker();
    const lockedKey = await createKey(locked.agent);
    await t.db.update(users).set({ locked: true }).where(eq(users.id, locked.id));
    const refused = await viewerOn('/api/import/openimmo', { authorization: `Bearer ${lockedKey.key}` });
    expect(refused.statusCode).toBe(401);

    const former = await newBroker();
    const formerKey = await createKey(former.agent);
    await t.db.update(users).set({ makler: false }).where(eq(users.id, former.id));
    const noBroker = await viewerOn('/api/import/openimmo', { authorization: `Bearer ${formerKey.key}` });
    expect(noBroker.statusCode).toBe(403);
    expect(noBroker.json().error.code).toBe('forbidden');
    // The former broker still sees and revokes the key.
    expect((await former.agent.get('/api/account/api-keys')).json()).toHaveLength(1);
    expect((await former.agent.delete(`/api/account/api-keys/${formerKey.id}`)).statusCode).toBe(200);
  });

  it('imports a feed at the real import route with a key and no CSRF token; a cookie still needs one', async () => {
    const created = await createKey(broker.agent);
    const feed = (obid: string) => multipart(`${obid}.xml`, feedXml('TEIL', [{ obid }]));
    const withKey = (obid: string, authorization: string) => {
      const { payload, headers } = feed(obid);
      return t.app.inject({
        method: 'POST',
        url: '/api/import/openimmo',
        payload,
        headers: { ...headers, authorization },
      });
    };

    const imported = await withKey('KEY-1', `Bearer ${created.key}`);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ created: 1, refused: [] });
    expect(imported.cookies).toEqual([]);
    const runs = await t.app.inject({
      url: '/api/import/openimmo',
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(runs.statusCode).toBe(200);
    const run = (runs.json() as { id: string; makler: number; dateiname: string }[]).find(
      (r) => r.dateiname === 'KEY-1.xml',
    );
    expect(run?.makler).toBe(broker.id);
    const one = await t.app.inject({
      url: `/api/import/openimmo/${run?.id}`,
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(one.json().id).toBe(run?.id);

    // The broker's session cookie without the CSRF header is refused as on every other write.
    const { payload, headers } = feed('KEY-2');
    const cookie = await sessionCookie(t.db, broker.id);
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/import/openimmo',
      payload,
      headers: { ...headers, cookie },
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json().error.code).toBe('csrfInvalid');

    // A key of a user who is no broker any more: 403; a revoked one: 401; nothing imported by either.
    const former = await newBroker();
    const formerKey = await createKey(former.agent);
    await t.db.update(users).set({ makler: false }).where(eq(users.id, former.id));
    const noBroker = await withKey('KEY-3', `Bearer ${formerKey.key}`);
    expect(noBroker.statusCode).toBe(403);
    expect(noBroker.json().error.code).toBe('forbidden');
    await broker.agent.delete(`/api/account/api-keys/${created.id}`);
    const revoked = await withKey('KEY-4', `Bearer ${created.key}`);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('apiKeyInvalid');
  });

  it('declares the account calls in the API documentation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/account/api-keys'])).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/account/api-keys/{id}'])).toEqual(['delete']);
  });
});
