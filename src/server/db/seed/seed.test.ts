import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AREA_BANDS,
  areaBandIndex,
  BEZIRKE,
  OBJEKTART,
  type Objektart,
  PRICE_BANDS,
  type PriceMode,
  priceBandIndex,
  STATUS,
  STATUS_CODES,
} from '../../../shared/domain/objekt';
import { decryptTotpSecret, twoFactorKeys } from '../../user/totp';
import { migrate, pgliteExtensions, wrapPglite } from '../client';
import { isEmpty, seedDemo } from '.';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_USERS } from './users';

interface Row {
  id: string;
  status: number;
  objektart: Objektart;
  bezirk: string;
  plz: string;
  flaecheinqm: number;
  istteilbar: boolean;
  kleinsteflaecheinqm: number | null;
  istkaufobjekt: boolean;
  istmietobjekt: boolean;
  kaufpreis: number | null;
  kaufpreisproqm: number | null;
  mietpreis: number | null;
  mietpreisproqm: number | null;
  detailbeschreibung: string;
  owner: number | null;
}

/** A fingerprint of everything the property seed writes (hex EWKB geometries included). */
const FINGERPRINT = ['objekt', 'uebersetzung', 'objekt_merkmal', 'objekt_widmung', 'objekt_technische_infrastruktur']
  .concat(['objekt_verkehr', 'objektbild', 'favorit', 'ort', 'bezirk', 'karte', 'log', 'suchlog'])
  .map((t) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${t} x)`)
  .join(' || ');

/** The access log follows the clock unless told otherwise; a fixed end keeps the fingerprint stable. */
const SEED_NOW = new Date('2026-10-01T12:00:00Z');
const SECRET = 'seed-test-master-secret';

describe('seedDemo', () => {
  let client: PGlite;
  let rows: Row[];
  const query = async <T>(sql: string) => (await client.query<T>(sql)).rows;

  beforeAll(async () => {
    client = new PGlite({ extensions: pgliteExtensions });
    const database = wrapPglite(client);
    await migrate(database);
    expect(await isEmpty(database.db)).toBe(true);
    await seedDemo(database.db, { dataDir: '/nonexistent', images: false, now: SEED_NOW, masterSecret: SECRET });
    rows = await query<Row>('select * from objekt');
  }, 240_000);
  afterAll(() => client?.close());

  it('loads the reference data of Lower Austria', async () => {
    const [counts] = await query<Record<string, number>>(
      `select (select count(*) from region)::int region, (select count(*) from bezirk)::int bezirk,
              (select count(*) from ort)::int ort, (select count(*) from merkmal)::int merkmal,
              (select count(*) from technische_infrastruktur)::int technik, (select count(*) from verkehrsart)::int verkehr,
              (select count(*) from objektart)::int objektart, (select count(*) from katastralgemeinde)::int kg`,
    );
    expect(counts).toMatchObject({ region: 5, bezirk: 24, merkmal: 25, technik: 18, verkehr: 5, objektart: 3, kg: 0 });
    expect(counts?.ort).toBeGreaterThan(550);
    const [inside] = await query<{ n: number }>(
      `select count(*)::int n from ort where not st_intersects(location, st_makeenvelope(14.4, 47.4, 17.1, 49.05, 4326))`,
    );
    expect(inside?.n).toBe(0);
  });

  it('creates at least 400 properties of all types, in every status and every district', () => {
    expect(rows.length).toBeGreaterThanOrEqual(400);
    for (const code of STATUS_CODES) expect(rows.filter((r) => r.status === code).length).toBeGreaterThanOrEqual(5);
    const visible = rows.filter((r) => r.status === STATUS.OHNE_LOGIN || r.status === STATUS.MIT_LOGIN);
    expect(visible.length / rows.length).toBeGreaterThan(0.8);
    expect(new Set(rows.map((r) => r.bezirk))).toEqual(new Set(BEZIRKE.map((b) => b.id)));
    const share = (art: number) => rows.filter((r) => r.objektart === art).length / rows.length;
    expect(share(OBJEKTART.GRUNDSTUECK)).toBeCloseTo(0.45, 1);
    expect(share(OBJEKTART.BUERO)).toBeCloseTo(0.25, 1);
    expect(share(OBJEKTART.GEWERBEOBJEKT)).toBeCloseTo(0.3, 1);
    expect(rows.every((r) => /^\d{4}$/.test(r.plz))).toBe(true);
  });

  it('covers every area band of every type, with every area inside a band', () => {
    for (const art of Object.values(OBJEKTART)) {
      const used = new Set(rows.filter((r) => r.objektart === art).map((r) => areaBandIndex(art, r.flaecheinqm)));
      expect(used).toEqual(new Set(AREA_BANDS[art].map((_, i) => i)));
    }
    const divisible = rows.filter((r) => r.istteilbar);
    expect(divisible.length).toBeGreaterThan(10);
    expect(divisible.every((r) => r.kleinsteflaecheinqm !== null && r.kleinsteflaecheinqm < r.flaecheinqm)).toBe(true);
  });

  it('covers every price band incl. keine Angabe, with totals consistent with area × price per m²', () => {
    for (const art of Object.values(OBJEKTART)) {
      for (const [mode, bands] of Object.entries(PRICE_BANDS[art]) as [PriceMode, readonly unknown[]][]) {
        const offered = rows.filter(
          (r) => r.objektart === art && (mode === 'kauf' ? r.istkaufobjekt : r.istmietobjekt),
        );
        const perM2 = (r: Row) => (mode === 'kauf' ? r.kaufpreisproqm : r.mietpreisproqm);
        const used = new Set(offered.map((r) => priceBandIndex(art, mode, perM2(r))));
        expect(used, `${art} ${mode}`).toEqual(new Set(bands.map((_, i) => i)));
      }
    }
    expect(rows.every((r) => r.istkaufobjekt || r.istmietobjekt)).toBe(true);
    for (const r of rows) {
      if (r.kaufpreisproqm) expect(Math.abs((r.kaufpreis ?? 0) - r.flaecheinqm * r.kaufpreisproqm)).toBeLessThan(1);
      if (r.mietpreisproqm) expect(Math.abs((r.mietpreis ?? 0) - r.flaecheinqm * r.mietpreisproqm)).toBeLessThan(0.01);
    }
    const offices = rows.filter((r) => r.objektart !== OBJEKTART.GRUNDSTUECK);
    expect(offices.filter((r) => r.istmietobjekt).length / offices.length).toBeGreaterThan(0.7);
  });

  it('gives plots an outline of about their area around the location, inside a geometry collection', async () => {
    const plots = await query<{ ratio: number; contains: boolean; geometry: string }>(
      `select st_area(polygon::geography) / flaecheinqm ratio, st_contains(polygon, standort) contains,
              st_astext(geometry) geometry
       from objekt where objektart = ${OBJEKTART.GRUNDSTUECK}`,
    );
    expect(plots.length).toBeGreaterThan(150);
    for (const p of plots) {
      expect(p.ratio).toBeGreaterThan(0.75);
      expect(p.ratio).toBeLessThan(1.25);
      expect(p.contains).toBe(true);
      expect(p.geometry).toMatch(/^GEOMETRYCOLLECTION\(POINT\(.+\),POLYGON\(\(.+\)\)\)$/);
    }
    const [others] = await query<{ n: number }>(
      `select count(*)::int n from objekt where objektart <> ${OBJEKTART.GRUNDSTUECK}
       and (polygon is not null or st_numgeometries(geometry) <> 1)`,
    );
    expect(others?.n).toBe(0);
  });

  it('places each property within about a kilometre of a real place of its district', async () => {
    const [far] = await query<{ n: number }>(
      `select count(*)::int n from objekt o where not exists (
         select 1 from ort where ort.name = o.ort and ort.bezirk = o.bezirk
         and st_dwithin(ort.location::geography, o.standort::geography, 1000))`,
    );
    expect(far?.n).toBe(0);
  });

  it('attaches translations, features, zoning, infrastructure, 1–4 transport entries and 1–4 images', async () => {
    const [c] = await query<Record<string, number>>(
      `select (select count(*) from uebersetzung where objektname_en <> '' and detailbeschreibung_en <> ''
                 and lageerreichbarkeit_en <> '')::int ueb,
              (select count(distinct objekt) from objekt_merkmal)::int merkmal,
              (select count(*) from objekt_merkmal where merkmal = 42)::int header,
              (select count(distinct objekt) from objekt_widmung)::int widmung,
              (select count(distinct objekt) from objekt_technische_infrastruktur)::int technik,
              (select count(distinct s3filename) from objektbild)::int dateien, (select count(*) from objektbild)::int bilder`,
    );
    expect(c).toMatchObject({ ueb: rows.length, merkmal: rows.length, header: 0, widmung: rows.length });
    expect(c?.technik).toBe(rows.length);
    expect(c?.dateien).toBe(c?.bilder);
    const perObjekt = await query<{ verkehr: number; bilder: number; first: number }>(
      `select (select count(*) from objekt_verkehr v where v.objekt = o.id)::int verkehr,
              (select count(*) from objektbild b where b.objekt = o.id)::int bilder,
              (select min(reihenfolge) from objektbild b where b.objekt = o.id)::int first
       from objekt o`,
    );
    for (const p of perObjekt) {
      expect(p.verkehr).toBeGreaterThanOrEqual(1);
      expect(p.verkehr).toBeLessThanOrEqual(4);
      expect(p.bilder).toBeGreaterThanOrEqual(1);
      expect(p.bilder).toBeLessThanOrEqual(4);
      expect(p.first).toBe(0);
    }
    expect(rows.some((r) => r.detailbeschreibung.includes('<br>'))).toBe(true);
    expect(rows.every((r) => !r.detailbeschreibung.includes('\n'))).toBe(true);
  });

  it('seeds the four demo users; the owner owns eight properties and has six visible favourites', async () => {
    const users = await query<{
      id: number;
      username: string;
      userlevel: number;
      verified_at: Date | null;
      makler: boolean;
      contact_person: string | null;
    }>('select id, username, userlevel, verified_at, makler, contact_person from users order by id');
    expect(users.map((u) => u.username)).toEqual(DEMO_USERS.map((u) => u.username));
    const [admin, owner, neu, makler] = users;
    // The broker may import (issue #26): verified, marked, with a contact person, and no API key seeded.
    expect(makler).toMatchObject({ userlevel: 1, makler: true, contact_person: 'Mag. Sabine Hofbauer' });
    expect(makler?.verified_at).not.toBeNull();
    expect(users.filter((u) => u.makler)).toHaveLength(1);
    expect(await query('select id from api_key')).toEqual([]);
    expect(admin?.userlevel).toBe(9);
    // Administrators need two-factor sign-in: the demo one has it, with the README's secret.
    const [totp] = await query<{ secret: string }>(`select totp_secret secret from users where id = ${admin?.id}`);
    expect(decryptTotpSecret(twoFactorKeys(SECRET), admin?.id ?? 0, totp?.secret ?? '')).toBe(DEMO_ADMIN_TOTP_SECRET);
    expect(owner?.verified_at).not.toBeNull();
    expect(neu?.verified_at).toBeNull();
    const owned = rows.filter((r) => r.owner === owner?.id);
    expect(owned.length).toBe(8);
    expect(new Set(owned.map((r) => r.status)).size).toBeGreaterThanOrEqual(5);
    const favs = await query<{ status: number; istabgelaufen: boolean; owner: number | null }>(
      `select o.status, o.istabgelaufen, o.owner from favorit f join objekt o on o.id = f.objekt where f.user = ${owner?.id}`,
    );
    expect(favs.length).toBe(6);
    expect(favs.every((f) => !f.istabgelaufen && f.owner === null && [180620002, 180620003].includes(f.status))).toBe(
      true,
    );
    const [c] = await query<{ n: number }>(`select count(*)::int n from contact where "user" = ${owner?.id}`);
    expect(c?.n).toBe(1);
  });

  it('has expired and ecoplus properties and map layers of every group', async () => {
    const [c] = await query<Record<string, number>>(
      `select (select count(*) from objekt where istabgelaufen and ablaufdatum < '2026-10-01')::int abgelaufen,
              (select count(*) from objekt where not istabgelaufen and ablaufdatum <= '2026-10-01')::int falsch,
              (select count(*) from objekt where ecoplus)::int ecoplus,
              (select count(distinct gruppe) from karte)::int gruppen,
              (select count(*) from karte where "admins_only")::int intern`,
    );
    expect(c?.abgelaufen).toBeGreaterThanOrEqual(5);
    expect(c?.falsch).toBe(0);
    expect(c?.ecoplus).toBeGreaterThan(10);
    expect(c).toMatchObject({ gruppen: 3, intern: 1 });
  });

  it('logs a year of accesses of every kind before the seeding day, and a month older', async () => {
    const perAction = await query<{ action: string; n: number; first: Date; last: Date }>(
      `select action, count(*)::int n, min(logtime) first, max(logtime) last from log group by action`,
    );
    const n = (action: string) => perAction.find((a) => a.action === action)?.n ?? 0;
    expect(n('objektViewed')).toBeGreaterThan(8000);
    for (const action of ['login', 'register', 'verify', 'favoriteAdded', 'favoriteRemoved', 'logout']) {
      expect(n(action), action).toBeGreaterThan(20);
    }
    const dayStart = Date.UTC(2026, 9, 1);
    for (const a of perAction) {
      expect(new Date(a.last).getTime()).toBeLessThan(dayStart);
      expect(new Date(a.first).getTime()).toBeGreaterThanOrEqual(dayStart - 395 * 86_400_000);
    }
    const [s] = await query<{ n: number; days: number }>(
      `select count(*)::int n, count(distinct logtime::date)::int days from suchlog`,
    );
    expect(s?.n).toBeGreaterThan(2000);
    expect(s?.days).toBeGreaterThan(390);
    const [viewed] = await query<{ n: number }>(
      `select count(*)::int n from log l left join objekt o on o.id::text = l.data1
       where l.action = 'objektViewed' and (o.id is null or o.status not in (180620002, 180620003) or o.istabgelaufen)`,
    );
    expect(viewed?.n).toBe(0);
  });

  it('is deterministic: seeding again yields the same data', async () => {
    const [before] = await query<{ h: string }>(`select ${FINGERPRINT} h`);
    const tables = await query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = 'public' and tablename <> 'spatial_ref_sys'`,
    );
    await client.exec(`truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} restart identity cascade`);
    const database = wrapPglite(client);
    expect(await isEmpty(database.db)).toBe(true);
    await seedDemo(database.db, { dataDir: '/nonexistent', images: false, now: SEED_NOW, masterSecret: SECRET });
    const [after] = await query<{ h: string }>(`select ${FINGERPRINT} h`);
    expect(after?.h).toBe(before?.h);
    expect(await isEmpty(database.db)).toBe(false);
  }, 120_000);
});
