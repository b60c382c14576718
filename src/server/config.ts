import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import cronParser from 'cron-parser';
import { z } from 'zod';
import { AUSSCHNITT_AB, AUSSCHNITT_MAX_OBJEKTE } from '../shared/domain/ausschnitt';
import { BASEMAP_AT } from '../shared/domain/karte';
import { SCHEDULE_TIMEZONE } from './jobs/schedule';

/** basemap.at's tile servers (its tiles are credited by default). */
const isBasemapAt = (url: string) => /^https:\/\/[a-z0-9]+\.wien\.gv\.at\/basemap\//.test(url);

/** A host name (RFC 1123 labels) that is not a dotted number, or an IPv4 or IPv6 address. */
const isHost = (v: string) =>
  net.isIP(v) !== 0 ||
  (!/^[\d.]+$/.test(v) &&
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(v));

/** A mail sender as nodemailer takes it: `address` or `Name <address>`. */
const isMailbox = (v: string) => {
  const address = /^[^<>]*<([^<>]+)>$/.exec(v.trim())?.[1] ?? v.trim();
  return z.email().safeParse(address).success;
};

/** A cron expression as the schedules read it (jobs/schedule.ts, cron-parser in the agency's time zone). */
const isCron = (v: string) => {
  try {
    cronParser.parseExpression(v, { tz: SCHEDULE_TIMEZONE });
    return v.trim().split(/\s+/).length >= 5;
  } catch {
    return false;
  }
};

/** What Fastify accepts as trustProxy: true, false, or addresses, CIDR ranges and proxy-addr's names. */
function trustProxy(v: string, ctx: z.RefinementCtx): boolean | string {
  if (v === 'true' || v === 'false') return v === 'true';
  try {
    // The check Fastify makes when it builds the app (request.js), made here so the start fails in one line.
    proxyAddr.compile(v.split(',').map((s) => s.trim()));
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: `${error instanceof Error ? error.message : 'invalid'} (true, false, loopback or addresses/CIDR ranges)`,
    });
    return z.NEVER;
  }
  return v;
}

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Listen address; unset = this machine only (localhost) with the demo data, every interface without it. */
  HOST: z.string().refine(isHost, 'must be an IP address or a host name').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, 'must be smtp://host or smtps://host (user, password, port optional)')
    .refine((v) => URL.canParse(v), 'must be a URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(isMailbox, 'must be an address, or a name and <address>')
    .default('Standortportal <noreply@standortportal.local>'),
  /** Where the digest of waiting submissions goes; unset = to every administrator. */
  REVIEW_MAIL: z.email().optional(),
  /**
   * Where the agency's copy of every enquiry to a listing goes; unset = REVIEW_MAIL (no copy without it),
   * `none` = no copy.
   */
  ENQUIRY_COPY_MAIL: z.union([z.literal('none'), z.email()], { error: 'must be an e-mail address or none' }).optional(),
  /** Retries of a failed job (a mail) before it stays failed and administrators see it. */
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** Seconds before a failed job's first retry; each further retry waits about twice as long. */
  JOB_RETRY_DELAY: z.coerce.number().int().min(1).default(60),
  /** When the daily expiry job runs (cron, Europe/Vienna): marks expired listings, mails the reminders. */
  EXPIRY_CRON: z.string().refine(isCron, 'must be a cron expression such as "15 0 * * *"').default('15 0 * * *'),
  /** When the monthly summary of their listings' figures goes to the owners who asked for it (cron, Vienna). */
  MONATS_STATISTIK_CRON: z
    .string()
    .refine(isCron, 'must be a cron expression such as "0 8 1 * *"')
    .default('0 8 1 * *'),
  /** When the saved searches' daily alerts are sent (cron, Europe/Vienna). */
  ALERT_DAILY_CRON: z.string().refine(isCron, 'must be a cron expression such as "0 7 * * *"').default('0 7 * * *'),
  /** When the saved searches' weekly alerts are sent (cron, Europe/Vienna; default Mondays 07:00). */
  ALERT_WEEKLY_CRON: z.string().refine(isCron, 'must be a cron expression such as "0 7 * * 1"').default('0 7 * * 1'),
  /** How often an idle worker looks for jobs, in seconds. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Login attempts per account and address in 15 minutes (user/auth-routes.ts). */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(20),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Optional cadastral place search service (spec 7); unset = the gazetteer in the database only. */
  PLACE_SEARCH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The built client to serve (default dist/client); a second build elsewhere can be served beside it. */
  CLIENT_DIR: z
    .string()
    .refine((v) => fs.existsSync(path.join(v, 'index.html')), 'holds no index.html (a client build: npm run build)')
    .optional(),
  /**
   * Which peers may set X-Forwarded-For/-Proto (client address for rate limits, https for HSTS and Secure
   * cookies): 'loopback' (default: a proxy on the same machine), 'true' (any — only behind a proxy that
   * strips these headers), 'false' (none), or a comma-separated list of addresses and CIDR ranges.
   */
  TRUST_PROXY: z.string().default('loopback').transform(trustProxy),
  /** With more objects visible to a viewer than this, the map loads by extent (shared/domain/ausschnitt.ts). */
  MAP_EXTENT_FROM: z.coerce.number().int().min(0).default(AUSSCHNITT_AB),
  /** At most this many objects in one extent answer; above it, counts per district. */
  MAP_EXTENT_MAX: z.coerce.number().int().min(1).default(AUSSCHNITT_MAX_OBJEKTE),
  /** Worker threads rendering PDF exposés (default: one core less than the machine has, at least 1). */
  EXPOSE_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  /** Time budget of one exposé, queue included, in ms; a render over it is stopped (exposeTimeout). */
  EXPOSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * XYZ template ({z}, {x}, {y}) of a base map under the exposé's maps, fetched by the server (e.g. basemap.at);
   * unset = the maps are drawn from the portal's own data only.
   */
  EXPOSE_TILE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), 'must contain {z}, {x} and {y}')
    .optional(),
  /** The base map's credit printed on every map drawn on its tiles; basemap.at's is the default for its URLs. */
  EXPOSE_TILE_ATTRIBUTION: z.string().trim().min(2).max(100).optional(),
  /** Where uploads are stored: `disk` (DATA_DIR/bilder, DATA_DIR/dokumente) or an S3-compatible bucket. */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  /** The S3 API's address (MinIO, Ceph RGW, Hetzner, Exoscale …); unset = AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3–63 lower-case letters, digits, dots, dashes)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where browsers fetch the bucket's objects (the bucket's public address, or a CDN in front of it). */
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Path-style addresses (endpoint/bucket/key), as MinIO and most self-hosted stores want; default: on with
   * S3_ENDPOINT, off for AWS (bucket.s3.region.amazonaws.com).
   */
  S3_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

/**
 * Rules across variables: a base map other than basemap.at must name its credit; the object storage needs
 * its bucket and public address, and its keys come in pairs.
 */
const envSchema = configSchema.superRefine((c, ctx) => {
  if (c.STORAGE === 's3') {
    for (const name of ['S3_BUCKET', 'S3_PUBLIC_URL'] as const) {
      if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required with STORAGE=s3' });
    }
  }
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
  if (c.EXPOSE_TILE_URL && !c.EXPOSE_TILE_ATTRIBUTION && !isBasemapAt(c.EXPOSE_TILE_URL)) {
    ctx.addIssue({
      code: 'custom',
      path: ['EXPOSE_TILE_ATTRIBUTION'],
      message: 'required with EXPOSE_TILE_URL (a base map must be credited)',
    });
  }
});

/** The parsed, typed configuration; the only place that knows about environment variables. */
export type Config = Omit<z.infer<typeof configSchema>, 'HOST'> & {
  /** HOST, or its default: localhost with the demo data (public demo passwords), 0.0.0.0 without. */
  HOST: string;
  /** True when HOST was not set and the demo data keeps the portal on this machine. */
  demoLocalOnly: boolean;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** Built client (index.html and assets); absent in tests that do not serve the SPA. */
  clientDir?: string;
  /** The exposé maps' base map (EXPOSE_TILE_URL with its credit); absent = the maps are drawn only. */
  exposeTiles?: { url: string; attribution: string };
  /** Where the agency's copy of each enquiry goes (ENQUIRY_COPY_MAIL, else REVIEW_MAIL); absent = no copy. */
  enquiryCopyMail?: string;
};

/** A reason the portal cannot start that the operator can fix: main.ts prints its one-line message and exits. */
export class StartError extends Error {}

/** Thrown for an invalid environment. */
export class ConfigError extends StartError {}

/**
 * Parses the environment once. Empty strings count as unset so `FOO=` behaves like no FOO.
 * @throws ConfigError naming the first bad variable
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    const value = cleaned[name];
    throw new ConfigError(`Invalid configuration: ${name}${value ? `=${value}` : ''}: ${issue?.message ?? 'invalid'}`);
  }
  const config = { ...parsed.data, ...overrides };
  const clientDir = config.CLIENT_DIR ? path.resolve(config.CLIENT_DIR) : config.clientDir;
  const tiles = config.EXPOSE_TILE_URL;
  const exposeTiles = tiles
    ? { url: tiles, attribution: config.EXPOSE_TILE_ATTRIBUTION ?? BASEMAP_AT.attribution }
    : config.exposeTiles;
  const demoLocalOnly = !config.HOST && config.SEED === 'demo';
  const copy = config.ENQUIRY_COPY_MAIL ?? config.REVIEW_MAIL;
  const enquiryCopyMail = copy === 'none' ? undefined : (copy ?? config.enquiryCopyMail);
  return {
    ...config,
    HOST: config.HOST ?? (demoLocalOnly ? 'localhost' : '0.0.0.0'),
    demoLocalOnly,
    dataDir: path.resolve(config.DATA_DIR),
    ...(clientDir ? { clientDir } : {}),
    ...(exposeTiles ? { exposeTiles } : {}),
    ...(enquiryCopyMail ? { enquiryCopyMail } : {}),
  };
}

/** The portal's public base URL without a trailing slash: PUBLIC_URL, or localhost at PORT. */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
