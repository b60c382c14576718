import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../shared/domain/objekt';
import { objektVorschauSchema } from '../shared/schemas/objekt';
import { testDbKinds } from './test/helper';
import { buildMatrixApp, type MatrixContext, type ObjektFixture, ROLES, send, type Variant } from './test/matrix';
import { type Entry, PERMISSION_TABLE } from './test/permission-table';
import { endpointKey, endpoints } from './test/routes';

/** A path pattern as a regular expression, to check that a table entry calls the endpoint it is filed under. */
const patternOf = (route: string) =>
  new RegExp(
    `^${route
      .replaceAll('.', '\\.')
      .replace(/:[A-Za-z]+/g, '[^/]+')
      .replace('*', '.+')}$`,
  );

/** What a call answered, in the terms of the table. */
function outcome(res: Response, entry: Entry, objektId: string) {
  if (!entry.lists || res.statusCode !== 200) return res.statusCode;
  const body = res.headers['content-type']?.toString().includes('json') ? res.json() : res.body;
  return entry.lists(body, objektId) ? 'listed' : 'unlisted';
}

const label = (v: Variant) => (typeof v === 'number' ? `status ${v}` : v);

/** The fields of the reduced summary (issue 21), the only ones an anonymous caller may get of such a listing. */
const VORSCHAU_KEYS = Object.keys(objektVorschauSchema.shape).sort().join(',');

/**
 * Issue 21: what an answer to an anonymous caller gives away of a listing shown with login — its name or
 * object number anywhere in the body, or any object carrying its id with more (or other) fields than the
 * reduced summary. Empty when nothing leaks.
 */
function leaks(res: Response, objekt: ObjektFixture): string[] {
  const found = [objekt.name, objekt.objektnummer].filter((secret) => res.body.includes(secret));
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record).sort().join(',');
    if (record.id === objekt.id && keys !== VORSCHAU_KEYS) found.push(`an object with its id and ${keys}`);
    for (const value of Object.values(record)) walk(value);
  };
  if (res.headers['content-type']?.toString().includes('json')) walk(res.json());
  return found;
}

describe.each(testDbKinds())('permission matrix (spec 6) on %s', (kind) => {
  let ctx: MatrixContext;
  let routeCount = 0;
  let callCount = 0;

  beforeAll(async () => {
    ctx = await buildMatrixApp(kind);
  });
  afterAll(async () => {
    console.log(`Permission matrix on ${kind}: ${routeCount} routes, ${callCount} calls checked`);
    await ctx?.t.close();
  });

  it('has an entry for every route the app serves, and none for a route it does not serve', () => {
    const served = endpoints(ctx.t.app).map(endpointKey);
    routeCount = served.length;
    const missing = served.filter((key) => !(key in PERMISSION_TABLE));
    const stale = Object.keys(PERMISSION_TABLE).filter((key) => !served.includes(key));
    expect(missing, `routes without an entry in the permission table: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `table entries for routes the app does not serve: ${stale.join(', ')}`).toEqual([]);
  });

  it.each(Object.entries(PERMISSION_TABLE))('%s', async (key, entry) => {
    const [method, route = ''] = key.split(' ');
    const failures: string[] = [];
    for (const variant of entry.variants ?? [null]) {
      for (const role of ROLES) {
        const caller = entry.ownSession ? await ctx.ownCaller(role) : ctx.callers[role];
        const objekt = await ctx.objekt(variant ?? 'neu');
        const call = await entry.call(ctx, caller, objekt);
        expect(call.method ?? 'GET', `${key}: the table calls another method`).toBe(method);
        expect(call.url.split('?')[0], `${key}: the table calls another path`).toMatch(patternOf(route));
        const res = await send(caller.agent, call);
        callCount++;
        const expected = entry.expect(role, variant ?? STATUS.OHNE_LOGIN);
        const actual = outcome(res, entry, objekt.id);
        const where = variant === null ? role : `${role} on ${label(variant)}`;
        if (actual !== expected)
          failures.push(`${where}: expected ${expected}, got ${actual} ${res.body.slice(0, 160)}`);
        if (res.statusCode >= 400 && !res.json().error?.code) failures.push(`${where}: error without a JSON code`);
        if (role === 'anonymous' && variant === STATUS.MIT_LOGIN) {
          for (const leak of leaks(res, objekt)) failures.push(`${where}: gives away ${leak}`);
        }
      }
    }
    expect(failures, key).toEqual([]);
  });
});
