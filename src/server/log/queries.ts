import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { log, suchlog } from '../db/schema';

/** Inserts one log row (service.ts writeLog, audit.ts writeAudit), in the caller's transaction where it has one. */
export async function insertLog(db: Db | Tx, values: typeof log.$inferInsert) {
  await db.insert(log).values(values);
}

/**
 * Inserts a property view unless the same address viewed it within `repeatMinutes` or logged `perHour`
 * views in the last hour: one statement (the check rides on log_objekt_viewed_ip_idx).
 */
export async function insertViewLog(
  db: Db,
  view: { userid: number | null; ip: string; objektId: string },
  limits: { repeatMinutes: number; perHour: number },
) {
  const { userid, ip, objektId } = view;
  await db.execute(sql`
    insert into ${log} (action, userid, ip, data1)
    select 'objektViewed', ${userid}::int, ${ip}, ${objektId}
    where not exists (
        select 1 from ${log}
        where action = 'objektViewed' and ip = ${ip} and data1 = ${objektId}
          and logtime > now() - make_interval(mins => ${limits.repeatMinutes}))
      and (select count(*) from ${log}
        where action = 'objektViewed' and ip = ${ip} and logtime > now() - interval '1 hour') < ${limits.perHour}`);
}

/** Inserts one 'objektExpose' row per listing of a served exposé (data1 = the listing's id): one statement. */
export async function insertExposeLog(db: Db, source: { userid: number | null; ip: string }, objektIds: string[]) {
  if (objektIds.length === 0) return;
  await db
    .insert(log)
    .values(objektIds.map((data1) => ({ action: 'objektExpose', userid: source.userid, ip: source.ip, data1 })));
}

/** Inserts a search box's text (no user or IP is kept with it). */
export async function insertSuchlog(db: Db, entry: typeof suchlog.$inferInsert) {
  await db.insert(suchlog).values(entry);
}
