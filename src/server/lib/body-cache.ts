import type { FastifyInstance } from 'fastify';
import { type EncodedBody, encodeAll, encodeLazily } from './encoded-body';

/**
 * A data version of one domain, kept in the process: every answered write of the routes that change the
 * domain's data bumps it (onSend runs after the handler's transaction committed and before the client
 * sees the answer), so the next read never gets the body from before the client's own write.
 */
export class DataVersion {
  value = 0;

  bump(): void {
    this.value++;
  }

  /** Bumps the version whenever a mutating request of `app` (a plugin's scope) is answered. */
  bumpOnWrites(app: FastifyInstance): void {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') this.bump();
      return payload;
    });
  }
}

/**
 * A public JSON answer serialised and compressed once per data version and served from memory until a
 * write bumps the version. Like the object list (objekt/cache.ts) it relies on this process seeing every
 * write, which holds on the embedded database only (one process per DATA_DIR); with `enabled` false —
 * on PostgreSQL, where several processes may write — every call loads and serialises afresh.
 */
export function createBodyCache(options: {
  version: DataVersion;
  /** Salts the ETag, so bodies of different routes never share one. */
  name: string;
  enabled: boolean;
  /** The body as JSON text. */
  load: () => Promise<string>;
}) {
  const { version, name, enabled, load } = options;
  let entry: { version: number; value: Promise<EncodedBody> } | undefined;
  return async function body(): Promise<EncodedBody> {
    if (!enabled) return encodeLazily(await load(), name);
    if (!entry || entry.version !== version.value) {
      entry = { version: version.value, value: load().then((json) => encodeAll(json, name)) };
    }
    const current = entry;
    try {
      return await current.value;
    } catch (error) {
      // A failed load is not kept: the next call tries again.
      if (entry === current) entry = undefined;
      throw error;
    }
  };
}
