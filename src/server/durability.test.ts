import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from './db/client';
import { objektbild } from './db/schema';
import { DEMO_USERS } from './db/seed/users';
import { seedPgliteDataDir } from './test/databases';
import { cameraPhoto, objektInput } from './test/factories';
import { freePort, httpSession, type Portal, startPortal, waitReady } from './test/portal-process';

/** Logs in like the browser (CSRF cookie first); answers the headers every later write sends. */
async function login(base: string): Promise<Record<string, string>> {
  const owner = DEMO_USERS.find((u) => u.role === 'owner');
  if (!owner) throw new Error('no demo owner');
  const session = httpSession(base);
  await session.get('/api/userdata');
  const res = await session.post('/api/login', { username: owner.username, password: owner.password });
  expect(res.status).toBe(200);
  return session.headers();
}

/** Creates one property (one transaction: objekt, translation, lists, history); true when acknowledged. */
async function createObjekt(base: string, headers: Record<string, string>, id: string): Promise<boolean> {
  const res = await fetch(`${base}/api/objekt/${id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ objekt: objektInput({ objektname: `Dauertest ${id}` }), bestaetigung: true }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`PUT /api/objekt answered ${res.status}`);
  return true;
}

describe('the embedded database under SIGKILL and SIGTERM', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-durable-'));
  const sent = new Set<string>();
  const acknowledged = new Set<string>();
  const portals: Portal[] = [];
  const start = async () => {
    // At debug the log says when a request arrives (below: the upload the SIGTERM interrupts).
    const portal = startPortal(dataDir, await freePort(), { LOG_LEVEL: 'debug' });
    portals.push(portal);
    return portal;
  };

  beforeAll(() => seedPgliteDataDir(inject('pgliteTemplate'), dataDir));
  afterAll(() => {
    for (const portal of portals) if (portal.child.exitCode === null) portal.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write after SIGKILL, refuses a second process, finishes requests on SIGTERM', async () => {
    const first = await start();
    await waitReady(first);
    const headers = await login(first.url);

    // A burst of writes from four clients; the process is killed while they are in flight.
    let killed = false;
    const client = async () => {
      while (!killed) {
        const id = randomUUID();
        sent.add(id);
        try {
          if (await createObjekt(first.url, headers, id)) acknowledged.add(id);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);
    while (acknowledged.size < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    killed = true;
    first.child.kill('SIGKILL');
    await Promise.all(clients);
    expect((await first.exited).signal).toBe('SIGKILL');
    const acknowledgedBeforeKill = new Set(acknowledged);
    expect(sent.size).toBeGreaterThan(acknowledged.size);

    // The restart takes the dead process's DATA_DIR lock over at once, and the sessions survive.
    const second = await start();
    await waitReady(second);

    const intruder = await start();
    expect((await intruder.exited).code).toBe(1);
    expect(intruder.stderr.trim()).toMatch(/^DATA_DIR .* is in use by another Standortportal process/);

    // SIGTERM while an upload is being handled (12 megapixels: about a second of image work, then a transaction):
    // it finishes with 201, then the process exits 0.
    const withBild = randomUUID();
    sent.add(withBild);
    await createObjekt(second.url, headers, withBild);
    acknowledged.add(withBild);
    const image = await cameraPhoto(95);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'halle.jpg');
    const { 'content-type': _json, ...uploadHeaders } = headers;
    const marker = second.stdout.length;
    const upload = fetch(`${second.url}/api/objekt/${withBild}/bilder`, {
      method: 'POST',
      headers: uploadHeaders,
      body: form,
    }).then(async (res) => ({ status: res.status, text: await res.text(), at: performance.now() }));
    const received = /"method":"POST","url":"\/api\/objekt\/[^"]+\/bilder"[^\n]*"msg":"incoming request"/;
    while (!received.test(second.stdout.slice(marker))) await new Promise((resolve) => setTimeout(resolve, 5));
    const terminatedAt = performance.now();
    second.child.kill('SIGTERM');
    const uploaded = await upload;
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.at).toBeGreaterThan(terminatedAt);
    expect(await second.exited).toEqual({ code: 0, signal: null });
    // Keep-alive connections do not hold the exit up (they would for 72 s; the cut-off is at 10 s).
    expect(performance.now() - terminatedAt).toBeLessThan(8_000);

    // The server is gone and has released DATA_DIR: read what it left behind directly.
    const database = await openPglite(dataDir);
    try {
      const result = await database.db.execute(sql`
        select o.id,
          (select count(*) from uebersetzung u
            where u.objekt = o.id and u.objektname_en = 'Business plot at the business park')::int as uebersetzung,
          (select count(*) from objekt_historie h where h.objekt = o.id and h.aktion = 'erstellen')::int as historie,
          (select count(*) from objekt_merkmal m where m.objekt = o.id)::int as merkmale,
          (select count(*) from objekt_widmung w where w.objekt = o.id)::int as widmungen,
          (select count(*) from objekt_technische_infrastruktur t where t.objekt = o.id)::int as infrastruktur,
          (select count(*) from objekt_verkehr v where v.objekt = o.id)::int as verkehr
        from objekt o where o.id in ${[...sent]}`);
      const stored = (result as unknown as { rows: ({ id: string } & Record<string, number>)[] }).rows;
      expect(stored.map((r) => r.id)).toEqual(expect.arrayContaining([...acknowledged]));
      expect(acknowledged.size).toBe(acknowledgedBeforeKill.size + 1);
      const bilder = await database.db.select().from(objektbild).where(eq(objektbild.objekt, withBild));
      expect(bilder.map((b) => b.s3filename)).toEqual([expect.stringMatching(/\.webp$/)]);
      for (const size of ['240', '1920']) {
        expect(fs.existsSync(path.join(dataDir, 'bilder', size, bilder[0]?.s3filename ?? ''))).toBe(true);
      }
      // Every stored object is whole: no object without its translation, history or lists (the child
      // rows cannot outlive their object: foreign keys).
      const whole = { uebersetzung: 1, historie: 1, merkmale: 2, widmungen: 1, infrastruktur: 2, verkehr: 1 };
      for (const row of stored) expect(row).toEqual({ id: row.id, ...whole });
    } finally {
      await database.close();
    }
  }, 300_000);
});
