import { sql } from 'drizzle-orm';
import { STATUS, type Status } from '../../shared/domain/objekt';
import { type Lang, routePath } from '../../shared/domain/routes';
import type { Deaktivierungsgrund } from '../../shared/domain/status';
import type { Db } from '../db/client';
import { jobWriter, txExecutor } from '../jobs/boss';
import { enqueueMail } from '../jobs/mail';
import { QUEUES } from '../jobs/queue';
import { requestInstantAlerts } from '../suchauftrag/alerts';
import {
  aenderungRejectedMail,
  aenderungReleasedMail,
  deactivatedMail,
  type ObjektRef,
  rejectedMail,
  releasedMail,
  submittedMail,
} from './objekt-mails';
import { selectRecipient } from './queries';

/** A writing transaction (Drizzle). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the notices need besides the transaction: the address links start with. */
export interface NotifyContext {
  publicUrl: string;
}

const RELEASED: readonly number[] = [STATUS.MIT_LOGIN, STATUS.OHNE_LOGIN];

/** The deactivation reasons as the editor names them (objekt.grund in the catalogues). */
const GRUND: Record<Deaktivierungsgrund, Record<Lang, string>> = {
  verkauft: { de: 'Verkauft', en: 'Sold' },
  vermietet: { de: 'Vermietet', en: 'Rented' },
  eigenbedarf: { de: 'Eigenbedarf', en: 'Own demand' },
  sonstiges: { de: 'Sonstiges', en: 'Other' },
};

/** The reason of a rejection or deactivation in the recipient's language (code label and free text). */
function reasonText(lang: Lang, grund: Deaktivierungsgrund | undefined, grundtext: string | undefined): string | null {
  return [grund ? GRUND[grund][lang] : undefined, grundtext].filter(Boolean).join(': ') || null;
}

/** The links of a property mail in the recipient's language. */
export function objektRef(
  ctx: NotifyContext,
  lang: Lang,
  o: { id: string; objektname: string; objektnummer: string | null },
): ObjektRef {
  return {
    name: o.objektname,
    objektnummer: o.objektnummer,
    editorUrl: `${ctx.publicUrl}${routePath('objekteditor', lang, { objektId: o.id })}`,
    detailUrl: `${ctx.publicUrl}${routePath('detailansicht', lang, { objektId: o.id })}`,
  };
}

/**
 * Asks for the agency's digest of waiting reviews: at most one job per clock hour (pg-boss throttling by
 * a singleton key); a second request in the same hour schedules one for the next hour.
 */
export async function enqueueReviewDigest(tx: Pick<Db, 'execute'>): Promise<void> {
  // Inside a savepoint: when both hourly slots are taken PostgreSQL refuses the insert, which must not
  // abort the status change that asked for the digest (the digest already waits then).
  await tx.execute(sql`savepoint review_digest`);
  try {
    await jobWriter.send(
      QUEUES.reviewDigest,
      {},
      { db: txExecutor(tx), singletonKey: 'review', singletonSeconds: 3600, singletonNextSlot: true },
    );
    await tx.execute(sql`release savepoint review_digest`);
  } catch {
    await tx.execute(sql`rollback to savepoint review_digest`);
  }
}

/**
 * The mails a status change causes, enqueued in its transaction: the owner's receipt of a submission (and
 * the agency's digest), the release, the rejection and a deactivation by the agency, each with its reason.
 */
export async function notifyStatusChange(
  tx: Tx,
  ctx: NotifyContext,
  o: { id: string; objektname: string; objektnummer: string | null; owner: number | null },
  change: {
    aktion: string;
    from: Status;
    to: Status;
    byAgency: boolean;
    grund?: Deaktivierungsgrund;
    grundtext?: string;
  },
): Promise<void> {
  const { from, to } = change;
  if (to === STATUS.IN_PRUEFUNG && from !== STATUS.IN_PRUEFUNG) await enqueueReviewDigest(tx);
  // Released, reactivated, or shown to more people: the saved searches' instant alerts look at it.
  if (RELEASED.includes(to) && to !== from) await requestInstantAlerts(tx);
  const owner = await selectRecipient(tx, o.owner);
  if (!owner) return;
  const ref = objektRef(ctx, owner.lang, o);
  const reason = reasonText(owner.lang, change.grund, change.grundtext);
  if (to === STATUS.IN_PRUEFUNG && from !== STATUS.IN_PRUEFUNG) {
    await enqueueMail(tx, submittedMail(owner.lang, owner.email, ref));
  } else if (change.byAgency && RELEASED.includes(to) && !RELEASED.includes(from)) {
    await enqueueMail(tx, releasedMail(owner.lang, owner.email, ref, to === STATUS.OHNE_LOGIN));
  } else if (change.aktion === 'ablehnen') {
    await enqueueMail(tx, rejectedMail(owner.lang, owner.email, ref, reason));
  } else if (change.byAgency && to === STATUS.DEAKTIVIERT && from !== STATUS.DEAKTIVIERT) {
    await enqueueMail(tx, deactivatedMail(owner.lang, owner.email, ref, reason));
  }
}

/**
 * The owner's mail about the agency's decision on a pending change, enqueued in the decision's transaction:
 * released (link: the detail page) or rejected with the reason (link: the editor).
 */
export async function notifyAenderungDecision(
  tx: Tx,
  ctx: NotifyContext,
  o: { id: string; objektname: string; objektnummer: string | null; owner: number | null },
  decision: { released: true } | { released: false; grund: string },
): Promise<void> {
  // A released change may change the price: the saved searches' instant alerts look at it.
  if (decision.released) await requestInstantAlerts(tx);
  const owner = await selectRecipient(tx, o.owner);
  if (!owner) return;
  const ref = objektRef(ctx, owner.lang, o);
  await enqueueMail(
    tx,
    decision.released
      ? aenderungReleasedMail(owner.lang, owner.email, ref)
      : aenderungRejectedMail(owner.lang, owner.email, ref, decision.grund),
  );
}
