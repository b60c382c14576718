import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kampagne } from '../db/schema';

/** Campaigns with their linked object ids in order; only active ones unless `includeInactive`. */
export function selectKampagnen(db: Db, includeInactive: boolean) {
  return db
    .select({
      row: kampagne,
      objekte: sql<string[]>`coalesce((select array_agg(ko.objekt::text order by ko.reihenfolge)
        from kampagne_objekt ko where ko.kampagne = ${kampagne.id}), '{}')`,
    })
    .from(kampagne)
    .where(includeInactive ? undefined : eq(kampagne.aktiv, true))
    .orderBy(kampagne.reihenfolge, kampagne.id);
}
