import { type Agent, createAgent } from './agent';
import { createUser, sessionCookie } from './factories';
import type { TestApp } from './helper';

/** An agent with a session of the given user (or none) and a CSRF token bound to it. */
export async function agentOf(t: TestApp, userId: number | null): Promise<Agent> {
  const agent = createAgent(t.app);
  if (userId !== null) {
    const [name, value] = (await sessionCookie(t.db, userId)).split('=');
    agent.jar.set(name ?? '', value ?? '');
  }
  await agent.get('/api/userdata');
  return agent;
}

/** The callers every admin API test needs. */
export interface AdminTestAgents {
  /** Logged in as a new administrator (level 9). */
  admin: Agent;
  /** Logged in as a new ordinary member (level 1): refused with 403. */
  member: Agent;
  /** Without a session: refused with 401. */
  anonymous: Agent;
}

/** An administrator, a level-1 member and an anonymous visitor, each with a CSRF token. */
export async function adminTestAgents(t: TestApp): Promise<AdminTestAgents> {
  return {
    admin: await agentOf(t, (await createUser(t.db, { userlevel: 9 })).id),
    member: await agentOf(t, (await createUser(t.db, { userlevel: 1 })).id),
    anonymous: await agentOf(t, null),
  };
}
