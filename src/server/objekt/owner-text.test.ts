import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objekt, uebersetzung } from '../db/schema';
import { createAgent } from '../test/agent';
import { createObjekt, createUser, objektInput } from '../test/factories';
import { buildTestApp, type TestApp, testDbKinds } from '../test/helper';
import { hashPassword } from '../user/password';

const PASSWORD = 'Eigen!Text2026';
const HOSTILE_DESCRIPTION =
  'Halle<img src=x onerror=alert(1)><script>alert(2)</script>\nZweite Zeile & <b onclick="x()">mehr</b> <a href="javascript:alert(3)">Link</a>';
/** What is stored and served of it: text with <br> breaks, nothing else, the text escaped. */
const CLEAN_DESCRIPTION = 'Halle<br>Zweite Zeile &amp; mehr Link';
const HOSTILE_PLAIN = '<svg onload=alert(4)>A1</svg> &lt;script&gt;alert(5)&lt;/script&gt; < 5 min & Bahn';
const CLEAN_PLAIN = 'A1  < 5 min & Bahn';
const UNSAFE = /<script|<img|<svg|onerror|onload|onclick|javascript:/i;

describe.each(testDbKinds())('owners’ texts stored clean (issue 23, finding 9) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('cleans hostile HTML on write, so the API hands every reader the clean text', async () => {
    const owner = await createUser(t.db, { password_hash: await hashPassword(PASSWORD) });
    const agent = createAgent(t.app);
    await agent.get('/api/userdata');
    expect((await agent.post('/api/login', { username: owner.username, password: PASSWORD })).statusCode).toBe(200);
    const id = crypto.randomUUID();
    const input = objektInput({
      detailbeschreibung: HOSTILE_DESCRIPTION,
      lageerreichbarkeit: HOSTILE_PLAIN,
      kontakte: `${HOSTILE_PLAIN}\nzweite Zeile`,
      internebeschreibung: HOSTILE_PLAIN,
      uebersetzung: {
        objektname_en: 'Hall',
        detailbeschreibung_en: HOSTILE_DESCRIPTION,
        lageerreichbarkeit_en: HOSTILE_PLAIN,
      },
    });
    for (let save = 0; save < 2; save++) {
      // Created, then saved again: both paths clean.
      const res = await agent.put(`/api/objekt/${id}`, { objekt: input, bestaetigung: true });
      expect(res.statusCode, res.body).toBe(save === 0 ? 201 : 200);
      const read = (await agent.get(`/api/objekt/${id}`)).json();
      expect(read.detailbeschreibung).toBe(CLEAN_DESCRIPTION);
      expect(read.lageerreichbarkeit).toBe(CLEAN_PLAIN);
      expect(read.kontakte).toBe(`${CLEAN_PLAIN}\nzweite Zeile`);
      expect(read.uebersetzung).toMatchObject({
        detailbeschreibung_en: CLEAN_DESCRIPTION,
        lageerreichbarkeit_en: CLEAN_PLAIN,
      });
      expect(JSON.stringify(read)).not.toMatch(UNSAFE);
    }
    const [row] = await t.db.select().from(objekt).where(eq(objekt.id, id));
    expect(row?.internebeschreibung).toBe(CLEAN_PLAIN);
  });

  it('cleans the rows written before by the migration (0022)', async () => {
    const { id } = await createObjekt(t.db, {
      owner: null,
      overrides: {
        detailbeschreibung: `${HOSTILE_DESCRIPTION}<br>dritte<BR/>vierte`,
        lageerreichbarkeit: HOSTILE_PLAIN,
        kontakte: 'Anna <i>Berger</i>',
        uebersetzung: {
          objektname_en: 'Hall one',
          detailbeschreibung_en: 'Plain<br>text',
          lageerreichbarkeit_en: 'B1',
        },
      },
    });
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../db/migrations/0022_owner_text_clean.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const [row] = await t.db.select().from(objekt).where(eq(objekt.id, id));
    expect(row).toMatchObject({
      detailbeschreibung: `${CLEAN_DESCRIPTION}<br>dritte<br>vierte`,
      lageerreichbarkeit: CLEAN_PLAIN,
      kontakte: 'Anna Berger',
    });
    const [en] = await t.db.select().from(uebersetzung).where(eq(uebersetzung.objekt, id));
    expect(en?.detailbeschreibung_en).toBe('Plain<br>text');
  });
});
