import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGS } from '../../../shared/domain/routes';

/** A registered user; username equals the (lower-cased) e-mail address. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  userlevel: integer('userlevel').notNull().default(1),
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  password_hash: text('password_hash').notNull(),
  verified_at: timestamp('verified_at', { withTimezone: true }),
  locked: boolean('locked').notNull().default(false),
  /** The TOTP secret (RFC 6238), AES-256-GCM encrypted with a key derived from the master secret. */
  totp_secret: text('totp_secret'),
  /** A secret being enrolled (same encryption): it replaces totp_secret once a code from it is confirmed. */
  totp_pending_secret: text('totp_pending_secret'),
  /** When two-factor sign-in was switched on; null = off. Administrators need it (spec 6 + ASVS 2). */
  totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last time step whose code was accepted: that code and older ones are refused (no replay). */
  totp_last_step: integer('totp_last_step'),
  /** Keyed hashes of the unused single-use recovery codes. */
  totp_recovery_codes: text('totp_recovery_codes').array().notNull().default([]),
  /** The language mails to this user are written in (the language of the registration page). */
  lang: text('lang', { enum: LANGS }).notNull().default('de'),
  first_name: text('first_name'),
  last_name: text('last_name'),
  title: text('title'),
  company_name: text('company_name'),
  customer_number: text('customer_number'),
  address: text('address'),
  postal_code: text('postal_code'),
  city: text('city'),
  country: text('country'),
  phone: text('phone'),
  mobile: text('mobile'),
  contact_person: text('contact_person'),
  short_code: text('short_code'),
  countries: text('countries').array().notNull().default([]),
  photo: text('photo'),
  remark: text('remark'),
  newsletter_consent: boolean('newsletter_consent').notNull().default(false),
  terms_consent: boolean('terms_consent').notNull().default(false),
  /** Version of the terms the user accepted last. */
  terms_version: integer('terms_version'),
  information_consent: boolean('information_consent').notNull().default(false),
  interest_location_search: boolean('interest_location_search').notNull().default(false),
  interest_funding: boolean('interest_funding').notNull().default(false),
  is_property_owner: boolean('is_property_owner').notNull().default(false),
  /** The monthly summary of the own listings' figures by mail (opt-in, notify/statistik-summary.ts). */
  statistik_mail: boolean('statistik_mail').notNull().default(false),
  /** Marked by the agency as broker: may import OpenImmo feeds of the own listings (issue #26, openimmo/). */
  makler: boolean('makler').notNull().default(false),
  /** Company profile (issue #27): a code of unternehmensgroessen (shared/domain/foerderung.ts), or none. */
  unternehmensgroesse: text('unternehmensgroesse'),
  /** Company profile: the project types (codes of vorhaben) the company is interested in. */
  vorhaben: text('vorhaben').array().notNull().default([]),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The per-user contact record (spec 3 'Contact'), loaded only for logged-in users. */
export const contact = pgTable('contact', {
  id: serial('id').primaryKey(),
  user: integer('user')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name'),
  company: text('company'),
  email: text('email'),
  phone: text('phone'),
  mobile: text('mobile'),
  address: text('address'),
  postal_code: text('postal_code'),
  city: text('city'),
  country: text('country'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; id is the SHA-256 hash of the cookie token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user: integer('user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** Password checked, second factor still due: not a login yet, only the code step may use it. */
    two_factor_pending: boolean('two_factor_pending').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.user)],
);

/** Single-use links sent by mail (verification, password reset); id is the SHA-256 of the token. */
export const userToken = pgTable(
  'user_token',
  {
    id: text('id').primaryKey(),
    user: integer('user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify or reset. */
    purpose: text('purpose').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_token_user_idx').on(t.user)],
);

/** Captcha challenges already redeemed, kept until they expire so a solution cannot be replayed. */
export const captchaUse = pgTable('captcha_use', {
  signature: text('signature').primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Failed logins (wrong passwords and codes) per account and source address (user/login-failures.ts).
 * Keyed by the normalised username, so an address without an account is counted alike.
 */
export const loginFailure = pgTable(
  'login_failure',
  {
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull(),
    last_failure_at: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] })],
);

/** Rate-limit counters shared by all app processes (one row per limited key and window). */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
});
