import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestAgents, adminTestAgents } from '../test/admin';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';

describe.each(testDbKinds())('the maintenance notice (spec 1) on %s', (kind) => {
  let t: TestApp;
  let agents: AdminTestAgents;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    agents = await adminTestAgents(t);
  });
  afterAll(() => t.close());

  const read = () => t.app.inject({ url: '/api/wartung' });

  it('marks and unmarks public screens; everyone reads the marks, fresh after each change', async () => {
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ bereiche: [] });
    const etag = first.headers.etag as string;
    expect((await t.app.inject({ url: '/api/wartung', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const set = await agents.admin.put('/api/admin/wartung', { bereiche: ['foerderkompass', 'glossar'] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ bereiche: ['foerderkompass', 'glossar'] });
    const marked = await read();
    expect(marked.json()).toEqual({ bereiche: ['foerderkompass', 'glossar'] });
    expect(marked.headers.etag).not.toBe(etag);

    expect((await agents.admin.put('/api/admin/wartung', { bereiche: [] })).statusCode).toBe(200);
    expect((await read()).json()).toEqual({ bereiche: [] });
  });

  it('refuses unknown or repeated screens and callers below administrator', async () => {
    for (const bereiche of [['home'], ['glossar', 'glossar'], 'glossar']) {
      const res = await agents.admin.put('/api/admin/wartung', { bereiche });
      expect(res.statusCode, JSON.stringify(bereiche)).toBe(400);
      expect(res.json().error.code).toBe('invalidRequest');
    }
    expect((await agents.member.put('/api/admin/wartung', { bereiche: ['wissen'] })).statusCode).toBe(403);
    expect((await agents.anonymous.put('/api/admin/wartung', { bereiche: ['wissen'] })).statusCode).toBe(401);
    expect((await read()).json()).toEqual({ bereiche: [] });
  });

  it('sees a write of another process (a console) and leaves pages open on a value it cannot read', async () => {
    await t.db.execute(
      sql`insert into einstellung (name, wert) values ('wartung', '{"bereiche":["wissen"]}')
        on conflict (name) do update set wert = excluded.wert`,
    );
    expect((await read()).json()).toEqual({ bereiche: ['wissen'] });
    await t.db.execute(sql`update einstellung set wert = '{"bereiche":["nirgends"]}' where name = 'wartung'`);
    expect((await read()).json()).toEqual({ bereiche: [] });
  });
});
