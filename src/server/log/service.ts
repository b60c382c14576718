import type { FastifyRequest } from 'fastify';
import type { LogAction } from '../../shared/schemas/statistik';
import type { Db, Tx } from '../db/client';
import { insertExposeLog, insertLog, insertSuchlog, insertViewLog } from './queries';

/** Actions recorded in the log table (spec 3 'log'); the list is shared with the statistics. */
export type { LogAction };

/** Who caused a log row: the request's viewer and address. */
export type LogSource = Pick<FastifyRequest, 'viewer' | 'ip'>;

/**
 * Writes one log row with time, user, ip and action; data fields hold short context, never secrets.
 * The service that performs the action writes it, in the action's transaction where it has one.
 */
export async function writeLog(
  db: Db | Tx,
  request: LogSource,
  action: LogAction,
  data: { userid?: number | null; data1?: string; data2?: string } = {},
) {
  await insertLog(db, {
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
export function logInBackground(request: FastifyRequest, action: LogAction, write: Promise<unknown>): void {
  write.catch((err: unknown) => {
    request.log.error({ err, action }, 'log row not written');
  });
}

/** A second view of the same property from the same address within this many minutes is not logged again. */
export const VIEW_REPEAT_MINUTES = 30;
/** Views logged per address and hour at most; a crawler walking every property fills no more rows than this. */
export const VIEWS_PER_ADDRESS_HOUR = 120;

/**
 * Logs a property view (statistics: views per day, most viewed properties) with a limit per address:
 * once per property and VIEW_REPEAT_MINUTES, at most VIEWS_PER_ADDRESS_HOUR an hour. Reloading a page
 * or hammering the API therefore writes no further rows; the statistics keep reading one row per view
 * they count. One statement (the check rides on log_objekt_viewed_ip_idx); two views arriving at the
 * very same moment may both be logged, which costs a row, never an answer.
 */
export async function writeViewLog(db: Db, request: FastifyRequest, objektId: string) {
  await insertViewLog(
    db,
    { userid: request.viewer?.id ?? null, ip: request.ip, objektId },
    { repeatMinutes: VIEW_REPEAT_MINUTES, perHour: VIEWS_PER_ADDRESS_HOUR },
  );
}

/**
 * Logs the listings of a served exposé, one row each (their owners' statistics count them), also when the
 * document came from the cache: the owner learns how often the listing was handed out, not rendered.
 */
export async function writeExposeLog(db: Db, source: LogSource, objektIds: string[]) {
  await insertExposeLog(db, { userid: source.viewer?.id ?? null, ip: source.ip }, objektIds);
}

/** Stores what a visitor typed into a search box (spec 7 POST /api/textlog); no user or IP is kept with it. */
export async function writeSuchlog(db: Db, entry: { suchtext: string; logtype: 'start' | 'standortsuche' }) {
  await insertSuchlog(db, entry);
}
