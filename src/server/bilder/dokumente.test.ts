import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedPdf } from '../db/seed/kampagnen';
import { type Agent, createAgent } from '../test/agent';
import { createUser, objektInput } from '../test/factories';
import { buildTestApp, type TestApp } from '../test/helper';
import { loginWithTwoFactor } from '../test/two-factor';
import { hashPassword } from '../user/password';

const PASSWORD = 'Dokument!Test2026';

describe('documents of a listing: original name and title', () => {
  let t: TestApp;
  let owner: Agent;
  let stranger: Agent;

  async function agentOf() {
    const user = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    expect((await loginWithTwoFactor(t.db, agent, user.username, PASSWORD)).statusCode).toBe(200);
    return agent;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await agentOf();
    stranger = await agentOf();
  });
  afterAll(() => t.close());

  it('keeps the sanitised original name, takes a title, and shows both on the listing', async () => {
    const id = randomUUID();
    await owner.put(`/api/objekt/${id}`, { objekt: objektInput(), bestaetigung: true });
    const pdf = buildSeedPdf('Lageplan', ['Baufeld A']);
    const uploaded = await owner.upload(
      `/api/objekt/${id}/bilder`,
      'C:\\fakepath\\Lage<plan>\u0007 Baufeld A.pdf',
      pdf,
    );
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ crmfilename: 'Lageplan Baufeld A.pdf', titel: null });
    const { msid } = uploaded.json();
    const url = `/api/objekt/${id}/bilder/${msid}`;

    const titled = await owner.request({ method: 'PATCH', url, payload: { titel: '  Lageplan des Baufelds  ' } });
    expect(titled.statusCode).toBe(200);
    expect(titled.json().titel).toBe('Lageplan des Baufelds');
    const listing = (await owner.get(`/api/objekt/${id}`)).json();
    expect(listing.bilder[0]).toMatchObject({ crmfilename: 'Lageplan Baufeld A.pdf', titel: 'Lageplan des Baufelds' });

    const tooLong = await owner.request({ method: 'PATCH', url, payload: { titel: 'x'.repeat(121) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.titel).toBe('error.maxLength');
    expect((await stranger.request({ method: 'PATCH', url, payload: { titel: 'Fremd' } })).statusCode).toBe(404);
    const unknown = `/api/objekt/${id}/bilder/web-${randomUUID()}`;
    expect((await owner.request({ method: 'PATCH', url: unknown, payload: { titel: 'X' } })).statusCode).toBe(404);

    const cleared = await owner.request({ method: 'PATCH', url, payload: { titel: '' } });
    expect(cleared.json().titel).toBeNull();
  });
});
