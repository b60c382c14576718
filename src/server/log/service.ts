import type { FastifyRequest } from 'fastify';
import type { LogAction } from '../../shared/schemas/statistik';
import type { Db } from '../db/client';
import { log, suchlog } from '../db/schema';

/** Actions recorded in the log table (spec 3 'log'); the list is shared with the statistics. */
export type { LogAction };

/** Writes one log row with time, user, ip and action; data fields hold short context, never secrets. */
export async function writeLog(
  db: Db,
  request: FastifyRequest,
  action: LogAction,
  data: { userid?: number | null; data1?: string; data2?: string } = {},
) {
  await db.insert(log).values({
    action,
    userid: data.userid ?? request.viewer?.id ?? null,
    ip: request.ip,
    data1: data.data1,
    data2: data.data2,
  });
}

/**
 * Logs without keeping the caller waiting (property views sit on the hot path of the detail view).
 * The statistics may miss the row, but a failure is never silent: it goes to the app logger.
 */
export function writeLogInBackground(
  db: Db,
  request: FastifyRequest,
  action: LogAction,
  data: { userid?: number | null; data1?: string; data2?: string } = {},
): void {
  writeLog(db, request, action, data).catch((err: unknown) => {
    request.log.error({ err, action }, 'log row not written');
  });
}

/** Stores what a visitor typed into a search box (spec 7 POST /api/textlog); no user or IP is kept with it. */
export async function writeSuchlog(db: Db, entry: { suchtext: string; logtype: 'start' | 'standortsuche' }) {
  await db.insert(suchlog).values(entry);
}
