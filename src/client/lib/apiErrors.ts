import { ERROR_CODES } from '../../shared/errors';
import { ApiError } from '../data/client';

/**
 * How an account call's failure reads (spec 8): a known error code → its `error.<code>` key; a lost
 * connection → 'error.connection'; anything else → the server's raw message when there is one
 * (`raw`), else `fallbackKey`.
 */
export function describeApiError(
  error: unknown,
  fallbackKey: string,
): { key: string; raw?: undefined } | { key?: undefined; raw: string } {
  if (error instanceof ApiError) {
    if (error.code === 'network') return { key: 'error.connection' };
    if (error.code in ERROR_CODES && error.code !== 'internal') {
      return { key: `error.${error.code}` };
    }
    if (
      error.code !== 'internal' &&
      error.code !== 'invalidResponse' &&
      error.message &&
      !/^HTTP \d+$/.test(error.message)
    ) {
      return { raw: error.message };
    }
  }
  return { key: fallbackKey };
}

/** The server's 400 `fields` (field name → i18n key), or null. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  return error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0 ? error.fields : null;
}
