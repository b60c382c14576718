import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../shared/domain/objekt';
import type { StandortFoerderungen } from '../../shared/schemas/foerderung-standort';
import { fmMatrix } from '../db/schema';
import { agentOf } from '../test/admin';
import type { Agent } from '../test/agent';
import { createObjekt, createUser, profileInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { foerderungenFuerObjekt, STANDORT_FOERDERUNGEN_MAX } from './standort';

describe.each(testDbKinds())("a property's funding programmes on %s", (kind) => {
  let t: TestApp;
  let anonymous: Agent;
  /** Public properties in Gmünd (Waldviertel: the border region's programmes apply) and Mödling. */
  let gmuend: string;
  let moedling: string;

  const foerderungen = async (agent: Agent, id: string, lang = 'de'): Promise<StandortFoerderungen> => {
    const res = await agent.get(`/api/objekt/${id}/foerderungen?lang=${lang}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** How many seeded programmes apply in a district, counted in SQL beside the rule under test. */
  const imBezirk = async (bezirk: string) =>
    (
      await t.db
        .select({ id: fmMatrix.id })
        .from(fmMatrix)
        .where(sql`${fmMatrix.bezirke} = '{}' OR ${bezirk} = ANY(${fmMatrix.bezirke})`)
    ).length;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    anonymous = await agentOf(t, null);
    gmuend = (await createObjekt(t.db, { owner: null, overrides: { bezirk: '309' } })).id;
    moedling = (await createObjekt(t.db, { owner: null, overrides: { bezirk: '317' } })).id;
  });
  afterAll(() => t?.close());

  it("lists the programmes of the property's district, without match reasons for an anonymous caller", async () => {
    const answer = await foerderungen(anonymous, gmuend);
    expect(answer).toMatchObject({ bezirk: '309', gesamt: await imBezirk('309'), profil: null });
    expect(answer.foerderungen).toHaveLength(STANDORT_FOERDERUNGEN_MAX);
    expect(answer.foerderungen.every((f) => f.treffer === null)).toBe(true);
    // The seeded border-region programme is limited to the north; Mödling gets fewer programmes.
    const moedlingAnswer = await foerderungen(anonymous, moedling);
    expect(moedlingAnswer.gesamt).toBe(await imBezirk('317'));
    expect(moedlingAnswer.gesamt).toBeLessThan(answer.gesamt);
    // Without a profile the funding guide's order: the first programmes for all of Lower Austria.
    const [first] = await t.db.select().from(fmMatrix).orderBy(fmMatrix.sortierung, fmMatrix.id).limit(1);
    expect(answer.foerderungen[0]).toMatchObject({ id: first?.id, name: first?.name_de, regional: false });
    expect((await foerderungen(anonymous, gmuend, 'en')).foerderungen[0]?.name).toBe(first?.name_en);
  });

  it('shows a district-limited programme only in its districts, marked regional', async () => {
    const [regional] = await t.db
      .insert(fmMatrix)
      .values({
        name_de: 'Nur in Gmünd',
        name_en: 'Only in Gmünd',
        foerderstelle: 'Test',
        foerderstelleid: 'test',
        zielgruppe_de: 'KMU',
        zielgruppe_en: 'SMEs',
        kurzbeschreibung_de: 'Kurz',
        kurzbeschreibung_en: 'Short',
        detailbeschreibung_de: '<p>Lang</p>',
        detailbeschreibung_en: '<p>Long</p>',
        bezirke: ['309'],
        sortierung: -1,
      })
      .returning();
    expect((await foerderungen(anonymous, gmuend)).foerderungen[0]).toMatchObject({
      id: regional?.id,
      regional: true,
    });
    expect((await foerderungen(anonymous, moedling)).foerderungen.some((f) => f.id === regional?.id)).toBe(false);
    await t.db.delete(fmMatrix).where(sql`${fmMatrix.id} = ${regional?.id}`);
  });

  it("ranks by the logged-in user's company profile, saved on the account page, with the match reasons", async () => {
    const user = await createUser(t.db);
    const agent = await agentOf(t, user.id);
    // No profile yet: as for an anonymous caller.
    expect((await foerderungen(agent, gmuend)).profil).toBeNull();

    const saved = await agent.put('/api/account', {
      ...profileInput(),
      unternehmensgroesse: 'gross',
      vorhaben: ['forschung', 'forschung', 'umwelt'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ unternehmensgroesse: 'gross', vorhaben: ['forschung', 'umwelt'] });

    const answer = await foerderungen(agent, gmuend);
    expect(answer.profil).toEqual({ unternehmensgroesse: 'gross', vorhaben: ['forschung', 'umwelt'] });
    const [best] = answer.foerderungen;
    expect(best?.treffer?.groesse).toBe(true);
    expect(best?.treffer?.vorhaben).toEqual(expect.arrayContaining(['forschung', 'umwelt']));
    // Matches come before programmes that fit neither size nor project type.
    const stufen = answer.foerderungen.map((f) => Number(f.treffer?.groesse) + Number(!!f.treffer?.vorhaben.length));
    expect(stufen).toEqual([...stufen].sort((a, b) => b - a));

    // A save that leaves the company profile out keeps it; null clears the size.
    expect((await agent.put('/api/account', profileInput())).json().vorhaben).toEqual(['forschung', 'umwelt']);
    const cleared = await agent.put('/api/account', { ...profileInput(), unternehmensgroesse: null, vorhaben: [] });
    expect(cleared.json()).toMatchObject({ unternehmensgroesse: null, vorhaben: [] });
    expect((await foerderungen(agent, gmuend)).profil).toBeNull();
  });

  it('refuses unknown company sizes and project types in the profile', async () => {
    const agent = await agentOf(t, (await createUser(t.db)).id);
    const res = await agent.put('/api/account', {
      ...profileInput(),
      unternehmensgroesse: 'riesig',
      vorhaben: ['investition', 'mondflug'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      unternehmensgroesse: 'error.invalidValue',
      'vorhaben.1': 'error.invalidValue',
    });
  });

  it('answers 404 for a property the caller may not see, as the detail view does', async () => {
    const grey = (await createObjekt(t.db, { owner: null, status: STATUS.MIT_LOGIN })).id;
    const hidden = (await createObjekt(t.db, { owner: null, status: STATUS.NICHT_ANZEIGEN })).id;
    for (const id of [grey, hidden, randomUUID()]) {
      const res = await anonymous.get(`/api/objekt/${id}/foerderungen`);
      expect(res.statusCode).toBe(404);
      expect((await anonymous.get(`/api/objekt/${id}`)).statusCode).toBe(404);
    }
    const member = await agentOf(t, (await createUser(t.db)).id);
    expect((await member.get(`/api/objekt/${grey}/foerderungen`)).statusCode).toBe(200);
    expect((await member.get(`/api/objekt/${hidden}/foerderungen`)).statusCode).toBe(404);
  });

  it('gives the exposé the same ranked list for a property, a language and a profile', async () => {
    const profil = { unternehmensgroesse: 'klein', vorhaben: ['investition'] };
    const answer = await foerderungenFuerObjekt(t.db, gmuend, 'en', profil);
    expect(answer?.gesamt).toBe(await imBezirk('309'));
    expect(answer?.profil).toEqual(profil);
    expect(answer?.foerderungen[0]?.treffer).toEqual({ groesse: true, vorhaben: ['investition'] });
    expect(await foerderungenFuerObjekt(t.db, randomUUID(), 'de')).toBeNull();
  });
});
