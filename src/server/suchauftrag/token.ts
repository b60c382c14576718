import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../plugins/secrets';

/**
 * The unsubscribe link's token of a saved search (RFC 8058 one-click, no login): the search's id signed
 * with a key of its own derived from the master secret (plugins/secrets.ts), so nobody can stop another's alerts by guessing ids.
 */
export function abmeldeTokens(secret: string) {
  const key = deriveKey(secret, 'suchauftrag-abmelden');
  const mac = (id: number) => createHmac('sha256', key).update(`suchauftrag:${id}`).digest('base64url');
  return {
    sign: (id: number) => `${id}.${mac(id)}`,
    /** The search id of a genuine token, else null. */
    verify(token: string): number | null {
      const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const expected = Buffer.from(mac(id));
      const given = Buffer.from(match[2] as string);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}

export type AbmeldeTokens = ReturnType<typeof abmeldeTokens>;
