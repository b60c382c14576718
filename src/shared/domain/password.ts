/** The six strength levels of spec 4, from score 0 to 5. */
export const PASSWORD_LEVELS = ['tooWeak', 'weak', 'acceptable', 'good', 'strong', 'excellent'] as const;
export type PasswordLevel = (typeof PASSWORD_LEVELS)[number];

/** Longest password accepted; longer ones are refused, never truncated. */
export const PASSWORD_MAX_LENGTH = 128;
/** Spec 9: a password's length must be above this, and so must its number of distinct characters. */
export const PASSWORD_MIN_EXCLUSIVE = 7;

/**
 * Spec 5 strength score: one point each for more than 7 distinct characters, length above 7,
 * mixed case, a non-word character and a digit (0 to 5).
 */
export function passwordScore(password: string): number {
  const chars = [...password];
  let score = 0;
  if (new Set(chars).size > PASSWORD_MIN_EXCLUSIVE) score++;
  if (chars.length > PASSWORD_MIN_EXCLUSIVE) score++;
  if (/\p{Ll}/u.test(password) && /\p{Lu}/u.test(password)) score++;
  if (/\W/.test(password.replace(/[\p{L}\p{N}]/gu, ''))) score++;
  if (/\d/.test(password)) score++;
  return score;
}

let common: ReadonlySet<string> = new Set();

/**
 * Sets the list of common passwords (src/shared/data/common-passwords.ts loads it: the server at start,
 * the browser where a password is chosen). It holds only the entries that pass spec 9's length rule, the
 * others are refused anyway; password.test.ts keeps it equal to the maintained zxcvbn-ts list.
 */
export function setCommonPasswords(list: Iterable<string>): void {
  common = new Set(list);
}

/** True for one of the most common passwords (case ignored), once the list is loaded. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** Why a password is refused, as the i18n key of the message, or null when it is acceptable. */
export type PasswordProblem = 'error.passwordWeak' | 'error.passwordCommon';

/**
 * The one password rule of registration, password change and reset, on the server and in the forms:
 * spec 9 — length above 7 and more than 7 distinct characters (error.passwordWeak) — and none of the
 * most common passwords (error.passwordCommon).
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if (!meetsLengthRule(password)) return 'error.passwordWeak';
  return isCommonPassword(password) ? 'error.passwordCommon' : null;
}

/** Spec 9: length above 7 and more than 7 distinct characters. */
export function meetsLengthRule(password: string): boolean {
  const chars = [...password];
  return chars.length > PASSWORD_MIN_EXCLUSIVE && new Set(chars).size > PASSWORD_MIN_EXCLUSIVE;
}

export const isPasswordAcceptable = (password: string) => passwordProblem(password) === null;

/** The strength level the meter shows: tooWeak for every refused password, else the spec 5 score's level. */
export function passwordLevel(password: string): PasswordLevel {
  if (!isPasswordAcceptable(password)) return 'tooWeak';
  return PASSWORD_LEVELS[passwordScore(password)] ?? 'tooWeak';
}
