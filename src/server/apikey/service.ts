import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_LEVEL } from '../../shared/domain/account';
import { API_KEY_MAX, API_KEY_PREFIX, type ApiKey, type ApiKeyCreated } from '../../shared/schemas/api-key';
import type { Db } from '../db/client';
import { AppError } from '../plugins/errors';
import type { Viewer } from '../plugins/session';
import {
  type ApiKeyRow,
  insertKey,
  lockUserWithKeyCount,
  revokeKey,
  selectActiveKeys,
  selectKeyOwner,
  touchKey,
} from './queries';

/** The stored form of a key: its SHA-256 (the key has 256 random bits, so no slow hash is needed). */
export const apiKeyHashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** How stale a key's last use may get before a call writes it anew (as sessions' last_seen_at). */
const TOUCH_INTERVAL_MS = 60 * 1000;

function present(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

/** The caller's keys that are not revoked (a user who is no broker any more may still see and revoke theirs). */
export async function listApiKeys(db: Db, viewer: Viewer): Promise<ApiKey[]> {
  return (await selectActiveKeys(db, viewer.id)).map(present);
}

/**
 * Creates a key for a broker (forbidden for others; at most API_KEY_MAX not revoked): 32 random bytes
 * after the prefix. Only its hash is stored; the answer carries the key this once.
 */
export async function createApiKey(db: Db, viewer: Viewer, name: string): Promise<ApiKeyCreated> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    const user = await lockUserWithKeyCount(tx, viewer.id);
    if (!user?.makler) throw new AppError('forbidden', 'Only brokers have API keys');
    if (user.active >= API_KEY_MAX) throw new AppError('tooManyApiKeys', `At most ${API_KEY_MAX} API keys per user`);
    return insertKey(tx, { user: viewer.id, name, hash: apiKeyHashOf(key) });
  });
  return { ...present(row), key };
}

/** Revokes one of the caller's keys; 404 for another's, an unknown or an already revoked one. */
export async function revokeApiKey(db: Db, viewer: Viewer, id: number): Promise<void> {
  if (!(await revokeKey(db, viewer.id, id))) throw new AppError('notFound', 'No such API key');
}

/**
 * The viewer a key stands for: its user, who must be verified, not locked (else apiKeyInvalid, as for an
 * unknown or revoked key) and still a broker (else forbidden). A key never carries an administrator's
 * rights — it has no second factor —, so its viewer's level stops below theirs.
 */
export async function viewerOfApiKey(db: Db, key: string): Promise<Viewer> {
  const wellFormed = key.startsWith(API_KEY_PREFIX) && key.length <= 100;
  const owner = wellFormed ? await selectKeyOwner(db, apiKeyHashOf(key)) : undefined;
  if (!owner || owner.locked || !owner.verified) {
    throw new AppError('apiKeyInvalid', 'Unknown or revoked API key');
  }
  if (!owner.makler) throw new AppError('forbidden', 'The API key belongs to a user who is no broker (any more)');
  const since = new Date(Date.now() - TOUCH_INTERVAL_MS);
  if (!owner.lastUsed || owner.lastUsed < since) await touchKey(db, owner.keyId, since);
  return {
    id: owner.userId,
    userlevel: Math.min(owner.userlevel, ADMIN_LEVEL),
    sessionId: '',
    apiKeyId: owner.keyId,
  };
}
