import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { agentOf } from '../test/admin';
import { createUser } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { IDLE_TIMEOUT_MS, TOUCH_INTERVAL_MS } from './session';

describe('session idle timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A logged-in agent and its session row's id. */
  async function loggedIn() {
    const user = await createUser(t.db);
    const agent = await agentOf(t, user.id);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.user, user.id));
    if (!row) throw new Error('no session');
    return { agent, user, sessionId: row.id };
  }
  const lastSeen = async (id: string) =>
    (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0]?.last_seen_at.getTime() ?? 0;
  const setLastSeen = (id: string, msAgo: number) =>
    t.db
      .update(sessions)
      .set({ last_seen_at: new Date(Date.now() - msAgo) })
      .where(eq(sessions.id, id));

  it('keeps a session alive while it is used: a request restarts an idle time older than a minute', async () => {
    const { agent, user, sessionId } = await loggedIn();
    await setLastSeen(sessionId, IDLE_TIMEOUT_MS - 60_000);
    expect((await agent.get('/api/userdata')).json().id).toBe(user.id);
    expect(Date.now() - (await lastSeen(sessionId))).toBeLessThan(10_000);
  });

  it('does not write the session again within a minute of the last touch', async () => {
    const { agent, sessionId } = await loggedIn();
    await setLastSeen(sessionId, TOUCH_INTERVAL_MS / 2);
    const before = await lastSeen(sessionId);
    await agent.get('/api/userdata');
    expect(await lastSeen(sessionId)).toBe(before);
  });

  it('ends a session idle for longer than the idle timeout', async () => {
    const { agent, sessionId } = await loggedIn();
    await setLastSeen(sessionId, IDLE_TIMEOUT_MS + 1000);
    const res = await agent.get('/api/userdata');
    expect(res.json()?.id ?? null).toBeNull();
  });
});
