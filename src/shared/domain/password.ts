/** The six strength levels of spec 4, from score 0 to 5. */
export const PASSWORD_LEVELS = ['tooWeak', 'weak', 'acceptable', 'good', 'strong', 'excellent'] as const;
export type PasswordLevel = (typeof PASSWORD_LEVELS)[number];

/** Longest password accepted; longer ones are refused, never truncated. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Spec 5 strength score: one point each for more than 7 distinct characters, length above 7,
 * mixed case, a non-word character and a digit (0 to 5).
 */
export function passwordScore(password: string): number {
  const chars = [...password];
  let score = 0;
  if (new Set(chars).size > 7) score++;
  if (chars.length > 7) score++;
  if (/\p{Ll}/u.test(password) && /\p{Lu}/u.test(password)) score++;
  if (/\W/.test(password.replace(/[\p{L}\p{N}]/gu, ''))) score++;
  if (/\d/.test(password)) score++;
  return score;
}

/** The strength level shown by the meter. */
export function passwordLevel(password: string): PasswordLevel {
  return PASSWORD_LEVELS[passwordScore(password)] ?? 'tooWeak';
}

/** Spec 5: a password is acceptable when its strength score is above 0. */
export const isPasswordAcceptable = (password: string) => passwordScore(password) > 0;
