import { type Wartung, wartungSchema } from '../../shared/schemas/wartung';
import type { Db, Tx } from '../db/client';
import { type Actor, writeAudit } from '../log/audit';
import { readEinstellung, writeEinstellung } from './queries';

const KEIN_BEREICH: Wartung = { bereiche: [] };

/** The marked screens; a stored value the schema no longer accepts counts as none (the pages stay open). */
export async function readWartung(db: Db | Tx, forUpdate = false): Promise<Wartung> {
  const parsed = wartungSchema.safeParse(await readEinstellung(db, 'wartung', forUpdate));
  return parsed.success ? parsed.data : KEIN_BEREICH;
}

/**
 * Marks exactly the given screens as being revised and writes, in the same transaction, one audit entry
 * per screen newly marked (wartungSet) or no longer marked (wartungRemoved), data1 naming the screen.
 */
export async function saveWartung(db: Db, actor: Actor, wartung: Wartung): Promise<void> {
  await db.transaction(async (tx) => {
    const vorher = (await readWartung(tx, true)).bereiche;
    await writeEinstellung(tx, 'wartung', wartung, actor.id);
    for (const bereich of wartung.bereiche.filter((b) => !vorher.includes(b))) {
      await writeAudit(tx, actor, 'wartungSet', { data1: bereich });
    }
    for (const bereich of vorher.filter((b) => !wartung.bereiche.includes(b))) {
      await writeAudit(tx, actor, 'wartungRemoved', { data1: bereich });
    }
  });
}
