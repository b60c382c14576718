/**
 * Grows a seeded database to N objects for the API benchmarks at scale: copies of the public demo objects
 * (all columns, features, zoning, infrastructure, transport, image rows and translations), each with a new
 * id and msid and moved by up to ±0.05° so the map does not stack them. Works on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { STATUS } from '../src/shared/domain/objekt';

const CHILD_TABLES = [
  'objekt_merkmal',
  'objekt_widmung',
  'objekt_technische_infrastruktur',
  'objekt_verkehr',
  'objektbild',
  'uebersetzung',
];
const GEOMETRIES = new Set(['standort', 'geometry', 'polygon']);

interface Column {
  column_name: string;
  data_type: string;
  column_default: string | null;
  is_generated: string;
}

async function columnsOf(db: Db, table: string): Promise<Column[]> {
  const result = await db.execute(sql`select column_name, data_type, column_default, is_generated
    from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`);
  return (result.rows as unknown as Column[]).filter(
    (c) => c.is_generated !== 'ALWAYS' && !c.column_default?.startsWith('nextval('),
  );
}

/** The SELECT expression that fills `column` of a copy (t: the original row, k: the copy's new id and number). */
function copyOf(table: string, column: Column): string {
  const name = column.column_name;
  if (table === 'objekt') {
    if (name === 'id') return 'k.neu';
    if (name === 'msid') return 'k.neu::text';
    if (name === 'objektnummer') return `t.objektnummer || '-' || k.nr`;
    if (GEOMETRIES.has(name)) return `ST_Translate(t.${name}, k.dx, k.dy)`;
    return `t.${name}`;
  }
  if (name === 'objekt') return 'k.neu';
  if (name === 'msid' || (name === 'id' && column.data_type === 'uuid')) {
    return column.data_type === 'uuid' ? 'gen_random_uuid()' : 'gen_random_uuid()::text';
  }
  return `t.${name}`;
}

/** Adds copies of the public objects until the database holds `target` objects; answers the count. */
export async function growObjekte(db: Db, target: number): Promise<number> {
  const count = async () => Number((await db.execute(sql`select count(*)::int as n from objekt`)).rows[0]?.n);
  const missing = target - (await count());
  if (missing <= 0) return count();
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temp table bench_kopie on commit drop as
      select o.id as alt, gen_random_uuid() as neu, g as nr,
        ((g * 37 + 11) % 101 - 50) / 1000.0 as dx, ((g * 53 + 7) % 101 - 50) / 1000.0 as dy
      from objekt o cross join generate_series(1, ${Math.ceil(missing / 100) + 1}) g
      where o.status = ${STATUS.OHNE_LOGIN} and not o.istabgelaufen
      order by g, o.id limit ${missing}`);
    for (const table of ['objekt', ...CHILD_TABLES]) {
      const columns = await columnsOf(tx as unknown as Db, table);
      const names = columns.map((c) => c.column_name).join(', ');
      const values = columns.map((c) => copyOf(table, c)).join(', ');
      const key = table === 'objekt' ? 'id' : 'objekt';
      await tx.execute(
        sql.raw(
          `insert into ${table} (${names}) select ${values} from ${table} t join bench_kopie k on k.alt = t.${key}`,
        ),
      );
    }
  });
  // The planner's statistics of the grown tables, as autovacuum would gather them after such an insert.
  await db.execute(sql`analyze`);
  return count();
}
