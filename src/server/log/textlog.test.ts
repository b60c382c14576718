import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suchlog } from '../db/schema';
import { createAgent } from '../test/agent';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

describe.each(testDbKinds())('search log POST /api/textlog on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  const latest = async () => (await t.db.select().from(suchlog).orderBy(desc(suchlog.id)).limit(1))[0];

  it('stores the trimmed text and the log type, answering 204', async () => {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const res = await agent.post('/api/textlog', { suchtext: '  Tulln Halle ', logtype: 'start' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await latest()).toMatchObject({ suchtext: 'Tulln Halle', logtype: 'start' });
    expect((await agent.post('/api/textlog', { suchtext: 'Mödling', logtype: 'standortsuche' })).statusCode).toBe(204);
    expect(await latest()).toMatchObject({ suchtext: 'Mödling', logtype: 'standortsuche' });
  });

  it('refuses texts shorter than 3 or longer than 200 characters and unknown log types', async () => {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    for (const body of [
      { suchtext: '  ab  ', logtype: 'start' },
      { suchtext: 'x'.repeat(201), logtype: 'start' },
      { suchtext: 'Tulln', logtype: 'home' },
      { suchtext: 'Tulln' },
    ]) {
      const res = await agent.post('/api/textlog', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('invalidRequest');
    }
    expect((await agent.post('/api/textlog', { suchtext: 'x'.repeat(200), logtype: 'start' })).statusCode).toBe(204);
  });

  it('needs the CSRF header like every mutating call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/textlog',
      payload: { suchtext: 'Tulln', logtype: 'start' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('limits the entries per IP', async () => {
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const post = () =>
      agent.request({ method: 'POST', url: '/api/textlog', payload: { suchtext: 'Tulln', logtype: 'start' }, headers });
    for (let i = 0; i < 120; i++) expect((await post()).statusCode).toBe(204);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
