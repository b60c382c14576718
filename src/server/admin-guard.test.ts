import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_PREFIX } from './plugins/session';
import { type Agent, createAgent } from './test/agent';
import { createUser, sessionCookie } from './test/factories';
import { buildTestApp, type TestApp } from './test/helper';
import { endpoints, type Method } from './test/routes';

interface AdminRoute {
  method: Method;
  url: string;
}

/** Every administrators' endpoint the app serves (HEAD aside), read from Fastify's route tree. */
function adminRoutes(t: TestApp): AdminRoute[] {
  return endpoints(t.app)
    .filter((e) => e.path.startsWith(ADMIN_API_PREFIX))
    .map((e) => ({
      method: e.method,
      // Parameters get plausible values: the guard must answer before the route looks at them.
      url: e.path.replace(/:[A-Za-z]+\??/g, '1'),
    }));
}

describe('administrators’ API', () => {
  let t: TestApp;
  let anonymous: Agent;
  let member: Agent;
  let routes: AdminRoute[];

  beforeAll(async () => {
    t = await buildTestApp();
    anonymous = createAgent(t.app);
    await anonymous.get('/api/userdata');
    const user = await createUser(t.db, { userlevel: 1 });
    member = createAgent(t.app);
    const [name, value] = (await sessionCookie(t.db, user.id)).split('=') as [string, string];
    member.jar.set(name, value);
    // The CSRF token bound to the session, as the browser gets it with its first call.
    expect((await member.get('/api/userdata')).json().userlevel).toBe(1);
    routes = adminRoutes(t);
  });
  afterAll(() => t.close());

  it('lists the administrators’ endpoints of every admin screen', () => {
    const paths = new Set(routes.map((r) => r.url.split('/')[3]));
    expect(routes.every((r) => r.url.startsWith(ADMIN_API_PREFIX))).toBe(true);
    for (const area of ['objekte', 'benutzer', 'karten', 'glossar', 'fm_matrix', 'kampagnen', 'slug', 'statistik']) {
      expect(paths, area).toContain(area);
    }
    // Writes are among them, not only reads.
    expect(routes.some((r) => r.method !== 'GET')).toBe(true);
  });

  it('refuses anonymous callers with 401 on every endpoint', async () => {
    for (const route of routes) {
      const res = await anonymous.request({ method: route.method, url: route.url, payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe('loginRequired');
    }
  });

  it('refuses logged-in users below level 7 with 403 on every endpoint', async () => {
    for (const route of routes) {
      const res = await member.request({ method: route.method, url: route.url, payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });
});
