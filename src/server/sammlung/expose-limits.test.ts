import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import { EXPOSE_MAX_OBJEKTE } from '../../shared/domain/sammlung';
import { objekt } from '../db/schema';
import { EXPOSE_PER_10_MIN } from '../plugins/rate-limit';
import { cookieFor, createUser } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { pdfText } from '../test/pdf';

/** Public object ids of the seeded demo data. */
async function publicIds(t: TestApp, n: number) {
  const rows = await t.db
    .select({ id: objekt.id })
    .from(objekt)
    .where(and(eq(objekt.status, STATUS.OHNE_LOGIN), eq(objekt.istabgelaufen, false)))
    .limit(n);
  return rows.map((r) => r.id);
}

describe('exposé limits, cache and time budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses more than 20 objects without login and more than 50 with it, with a clear 400', async () => {
    const ids = await publicIds(t, EXPOSE_MAX_OBJEKTE.loggedIn + 1);
    const anonymous = await t.app.inject({
      url: `/api/expose?ids=${ids.slice(0, EXPOSE_MAX_OBJEKTE.anonymous + 1).join(',')}`,
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().error.code).toBe('exposeTooManyObjects');
    const user = await createUser(t.db);
    const cookie = await cookieFor(t.db, user.username);
    const tooMany = await t.app.inject({ url: `/api/expose?ids=${ids.join(',')}`, headers: { cookie } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('exposeTooManyObjects');
  });

  it('serves an identical request from the cache until the data changes', async () => {
    const [first, second] = await publicIds(t, 2);
    const url = `/api/expose?ids=${first},${second}&lang=en`;
    const miss = await t.app.inject({ url, remoteAddress: '10.0.0.1' });
    expect(miss.statusCode).toBe(200);
    expect(miss.headers['x-expose-cache']).toBe('miss');
    const hit = await t.app.inject({ url, remoteAddress: '10.0.0.1' });
    expect(hit.headers['x-expose-cache']).toBe('hit');
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    // Another language is another document.
    const german = await t.app.inject({ url: url.replace('lang=en', 'lang=de'), remoteAddress: '10.0.0.1' });
    expect(german.headers['x-expose-cache']).toBe('miss');

    await t.db
      .update(objekt)
      .set({ objektname: 'Umbenannt für den Cache' })
      .where(eq(objekt.id, first as string));
    const changed = await t.app.inject({ url: url.replace('lang=en', 'lang=de'), remoteAddress: '10.0.0.1' });
    expect(changed.headers['x-expose-cache']).toBe('miss');
    expect((await pdfText(changed.rawPayload)).text).toContain('Umbenannt für den Cache');
  });

  it('limits anonymous exposés per address with a 429 and Retry-After', async () => {
    const [id] = await publicIds(t, 1);
    const url = `/api/expose?ids=${id}`;
    for (let i = 0; i < EXPOSE_PER_10_MIN.anonymous; i++) {
      expect((await t.app.inject({ url, remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
    }
    const refused = await t.app.inject({ url, remoteAddress: '10.0.0.2' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('tooManyRequests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await t.app.inject({ url, remoteAddress: '10.0.0.3' })).statusCode).toBe(200);
  });
});

describe('exposé time budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { EXPOSE_TIMEOUT_MS: '100' });
  });
  afterAll(() => t.close());

  it('stops a render that runs past its budget and says so', async () => {
    const ids = await publicIds(t, 3);
    const res = await t.app.inject({ url: `/api/expose?ids=${ids.join(',')}` });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('exposeTimeout');
  });
});
