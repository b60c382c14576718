import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kampagne } from '../db/schema';
import { visibilityCondition } from '../objekt/queries';
import { MEMBER_VISIBILITY } from '../objekt/service';

/**
 * Campaigns with their linked object ids in order. For administrators every campaign and every link; for
 * everyone else the active campaigns and only the links to objects a logged-in user may see (spec 6:
 * released and unexpired), so a deactivated or withdrawn object leaves no trace in a public article.
 */
export function selectKampagnen(db: Db, admin: boolean) {
  const visible = admin ? sql`true` : (visibilityCondition(MEMBER_VISIBILITY) ?? sql`false`);
  return db
    .select({
      row: kampagne,
      objekte: sql<string[]>`coalesce((select array_agg(ko.objekt::text order by ko.reihenfolge)
        from kampagne_objekt ko join objekt on objekt.id = ko.objekt
        where ko.kampagne = kampagne.id and ${visible}), '{}')`,
    })
    .from(kampagne)
    .where(admin ? undefined : eq(kampagne.aktiv, true))
    .orderBy(kampagne.reihenfolge, kampagne.id);
}
