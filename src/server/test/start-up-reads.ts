import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The reads every first page load makes (spec 7), each with a text column a write changes: the row that
 * the anonymous answer contains, and how to recognise it there.
 */
export const READS = [
  { url: '/api/region', table: 'region', column: 'name', where: 'true' },
  { url: '/api/bezirk', table: 'bezirk', column: 'name', where: 'true' },
  { url: '/api/ort', table: 'ort', column: 'name', where: 'true' },
  { url: '/api/objektart', table: 'objektart', column: 'name', where: 'true' },
  { url: '/api/technischeInfrastruktur', table: 'technische_infrastruktur', column: 'name', where: 'true' },
  { url: '/api/widmung', table: 'widmung', column: 'name_de', where: 'true' },
  { url: '/api/glossar', table: 'glossar', column: 'titel_de', where: 'true' },
  { url: '/api/kampagnen', table: 'kampagne', column: 'header', where: 'aktiv' },
  { url: '/api/slug', table: 'slug', column: 'title', where: 'true' },
  { url: '/api/karte', table: 'karte', column: 'title', where: 'not admins_only' },
] as const;

/** A cached read and the text column a write changes in a row it answers with. */
export interface Read {
  url: string;
  table: string;
  column: string;
  where: string;
}

/** Appends `marker` to the read's text column in one row it answers with, as an admin screen or a script would. */
export async function change(db: Db, read: Read, marker: string) {
  await db.execute(
    sql.raw(
      `update ${read.table} set ${read.column} = ${read.column} || ' ${marker}'
       where id = (select id from ${read.table} where ${read.where} order by id limit 1)`,
    ),
  );
}
