import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum parameters: 19 MiB memory, 2 iterations, 1 lane. */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password (up to 128 characters, never truncated) into a self-describing PHC string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Checks a password against a stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
