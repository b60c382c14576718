import { z } from 'zod';

/**
 * Brokers' personal API keys (issue #26): created and revoked on the account page, sent as
 * `Authorization: Bearer sp_…` to the OpenImmo import (POST /api/import/openimmo and its GET routes) only.
 */

/** Every key starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_PREFIX = 'sp_';
/** At most this many keys that are not revoked per user. */
export const API_KEY_MAX = 10;
/** The longest name of a key. */
export const API_KEY_NAME_MAX = 60;

/** A key as its owner's list shows it; the key itself is never shown again after it was created. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  /** The last call the key authenticated (to the minute); null when it was never used. */
  lastUsedAt: z.string().nullable(),
});

/** POST /api/account/api-keys: the key's name (e.g. the broker software that uses it). */
export const apiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, 'error.required').max(API_KEY_NAME_MAX, 'error.maxLength'),
});

/** The answer of POST /api/account/api-keys: the key, this once. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ key: z.string() });

export type ApiKey = z.infer<typeof apiKeySchema>;
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
