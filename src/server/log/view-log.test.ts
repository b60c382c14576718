import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatistikUebersicht } from '../../shared/schemas/statistik';
import { log } from '../db/schema';
import { cookieFor, createObjekt } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { VIEW_REPEAT_MINUTES, VIEWS_PER_ADDRESS_HOUR, writeViewLog } from './service';

describe.each(testDbKinds())('logging property views on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const viewsOf = async (objektId: string, ip?: string) => {
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(log)
      .where(and(eq(log.action, 'objektViewed'), eq(log.data1, objektId), ip ? eq(log.ip, ip) : undefined));
    return row?.n ?? 0;
  };
  const asRequest = (ip: string) => ({ ip, viewer: null }) as unknown as FastifyRequest;
  const view = (ip: string) => t.app.inject({ url: `/api/objekt/${objektId}`, headers: { 'x-forwarded-for': ip } });
  let objektId: string;

  it('logs one row per property and address within the repeat window, however often it is opened', async () => {
    objektId = (await createObjekt(t.db, { owner: null })).id;
    for (let i = 0; i < 25; i++) expect((await view('10.20.0.1')).statusCode).toBe(200);
    // The view is logged after the answer; a view from a second address shows the first ones have landed.
    expect((await view('10.20.0.2')).statusCode).toBe(200);
    await expect.poll(() => viewsOf(objektId, '10.20.0.2')).toBe(1);
    await expect.poll(() => viewsOf(objektId)).toBe(2);
    expect(await viewsOf(objektId, '10.20.0.1')).toBe(1);

    // Once the window has run, the address's next view is logged again.
    await t.db
      .update(log)
      .set({ logtime: sql`now() - make_interval(mins => ${VIEW_REPEAT_MINUTES + 1})` })
      .where(and(eq(log.action, 'objektViewed'), eq(log.data1, objektId)));
    await writeViewLog(t.db, asRequest('10.20.0.1'), objektId);
    await writeViewLog(t.db, asRequest('10.20.0.1'), objektId);
    expect(await viewsOf(objektId, '10.20.0.1')).toBe(2);
  });

  it('logs at most VIEWS_PER_ADDRESS_HOUR views of one address an hour, across properties', async () => {
    const ip = '10.20.0.3';
    const other = (await createObjekt(t.db, { owner: null })).id;
    await t.db.insert(log).values(
      Array.from({ length: VIEWS_PER_ADDRESS_HOUR - 1 }, (_, i) => ({
        action: 'objektViewed',
        ip,
        data1: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      })),
    );
    await writeViewLog(t.db, asRequest(ip), objektId);
    await writeViewLog(t.db, asRequest(ip), other);
    expect(await viewsOf(objektId, ip)).toBe(1);
    expect(await viewsOf(other, ip)).toBe(0);
    // Another address is not affected.
    await writeViewLog(t.db, asRequest('10.20.0.4'), other);
    expect(await viewsOf(other, '10.20.0.4')).toBe(1);
  });

  it('gives the statistics one view per logged row, as before', async () => {
    const admin = { cookie: await cookieFor(t.db, 'admin@standortportal.at') };
    const counted = async () => {
      const s: StatistikUebersicht = (await t.app.inject({ url: '/api/admin/statistik', headers: admin })).json();
      return s.perAction.find((a) => a.action === 'objektViewed')?.count ?? 0;
    };
    const before = await counted();
    const fresh = (await createObjekt(t.db, { owner: null })).id;
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.app.inject({ url: `/api/objekt/${fresh}`, headers: { 'x-forwarded-for': '10.20.0.5' } })).statusCode,
      ).toBe(200);
    }
    await expect.poll(() => viewsOf(fresh)).toBe(1);
    expect(await counted()).toBe(before + 1);
    const s: StatistikUebersicht = (await t.app.inject({ url: '/api/admin/statistik', headers: admin })).json();
    expect(s.perDay.at(-1)?.objektViewed).toBeGreaterThanOrEqual(1);
  });
});
