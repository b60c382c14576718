import { ApiError } from '../../../data/client';

/** The upload page's own message of a failed import (import.errors.*), by the answer's code and status. */
export type ImportProblem =
  | 'importInvalid'
  | 'fileTooLarge'
  | 'tooManyRequests'
  | 'importBusy'
  | 'forbidden'
  | 'network'
  | 'other';

/** Which message a failed upload gets: what the broker can act on is named, the rest is 'other'. */
export function importProblem(error: unknown): ImportProblem {
  if (!(error instanceof ApiError)) return 'other';
  if (error.code === 'importInvalid') return 'importInvalid';
  if (error.code === 'fileTooLarge' || error.status === 413) return 'fileTooLarge';
  if (error.status === 429) return 'tooManyRequests';
  if (error.code === 'importBusy') return 'importBusy';
  if (error.status === 403) return 'forbidden';
  if (error.code === 'network') return 'network';
  return 'other';
}
