/**
 * Enquiries to a listing's contact (issue 25): the rules of the message and the limits, shared by the
 * server (which enforces them) and the detail page's form (which says them before sending).
 */

/** A message's length after trimming. */
export const NACHRICHT_MIN = 10;
export const NACHRICHT_MAX = 4000;

/**
 * A phone number as people write it: an optional +, then digits with spaces, slashes, dots, brackets and
 * dashes, 6 to 30 characters in all, at least 6 digits.
 */
export const TELEFON_PATTERN = /^(?=(?:\D*\d){6})\+?[\d\s/().-]{6,30}$/;

/** Enquiries one user may send about one listing within ANFRAGE_WINDOW_HOURS (a second is refused). */
export const ANFRAGEN_PER_OBJEKT = 1;
/** Enquiries one user may send within ANFRAGE_WINDOW_HOURS about all listings together. */
export const ANFRAGEN_PER_USER = 10;
/** The rolling window of both limits. */
export const ANFRAGE_WINDOW_HOURS = 24;
/** Enquiries per client address and hour (every account behind it together): the plugin's limit. */
export const ANFRAGEN_PER_ADDRESS_HOUR = 60;
/** Accounts younger than this must solve the captcha with each enquiry. */
export const ANFRAGE_CAPTCHA_HOURS = 24;

/** Whether an account created at `createdAt` must solve the captcha to send an enquiry at `now`. */
export const anfrageNeedsCaptcha = (createdAt: Date, now = new Date()) =>
  now.getTime() - createdAt.getTime() < ANFRAGE_CAPTCHA_HOURS * 3_600_000;
