/** The corpus of hostile input fuzz.test.ts sends; hostile-cases.ts turns it into requests. */

/** One value; `raw` is JSON text sent as it is (for nesting JSON.stringify would not survive, and bodies). */
export interface Hostile {
  label: string;
  value?: unknown;
  raw?: string;
  /** Well-formed after all: the server may accept it. */
  legit?: true;
}

const DEPTH = 10_000;
const MB = 1024 * 1024;

/** JSON nested 10,000 levels deep. */
export const DEEP_ARRAY = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
export const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}{}${'}'.repeat(DEPTH)}`;

/** Values for any JSON field: wrong types, extremes, unicode edge cases, injection payloads. */
export const VALUES: readonly Hostile[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'number', value: 42 },
  { label: 'empty string', value: '' },
  { label: 'array', value: ['x', 1] },
  { label: 'object', value: { x: 1 } },
  { label: 'array nested 10,000 deep', raw: DEEP_ARRAY },
  { label: 'object nested 10,000 deep', raw: DEEP_OBJECT },
  { label: '-1', value: -1 },
  { label: '1e308', value: 1e308 },
  { label: '-1e308', value: -1e308 },
  { label: '2^31 (beyond int4)', value: 2 ** 31 },
  { label: 'unsafe integer', value: 2 ** 53 + 2 },
  { label: '0.1', value: 0.1 },
  { label: '"NaN"', value: 'NaN' },
  { label: '"Infinity"', value: 'Infinity' },
  { label: '"-1"', value: '-1' },
  { label: '1 MB string', value: 'x'.repeat(MB) },
  { label: '64 kB string', value: 'y'.repeat(64 * 1024) },
  { label: 'lone surrogate', value: 'a\ud800b\udfff' },
  { label: 'RTL override', value: 'Rechnung\u202egnp.exe' },
  { label: 'NUL byte', value: 'a\u0000b' },
  { label: 'emoji', value: '👩‍👩‍👧‍👦 🏳️‍🌈 Ünïcödé' },
  { label: 'zero-width and BOM', value: '\ufeffab\u200bcd\u200d' },
  { label: 'SQL quote', value: "x' OR '1'='1" },
  { label: 'SQL statement', value: "1'; DROP TABLE users; --" },
  { label: 'SQL LIKE wildcards', value: '%_\\%' },
  { label: 'script tag', value: '<script>alert(1)</script>' },
  { label: 'HTML attribute', value: '"><img src=x onerror=alert(1)>' },
  { label: 'javascript URL', value: 'javascript:alert(1)' },
  { label: 'path traversal', value: '../../etc/passwd' },
  { label: 'encoded traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'prototype key', raw: '{"__proto__":{"admin":true}}' },
];

/** Numbers for numeric fields, always tried in addition. */
export const NUMBERS: readonly Hostile[] = [
  { label: '-1', value: -1 },
  { label: '1e308', value: 1e308 },
  { label: '2^31 (beyond int4)', value: 2 ** 31 },
  { label: '"NaN"', value: 'NaN' },
];

/** Strings for text fields, always tried in addition. */
export const STRINGS: readonly Hostile[] = [
  { label: 'NUL byte', value: 'a\u0000b' },
  { label: 'SQL quote', value: "x' OR '1'='1" },
  { label: 'script tag', value: '<script>alert(1)</script>' },
  { label: 'lone surrogate', value: 'a\ud800b' },
];

/** Calendar days at and beyond the edges of what PostgreSQL reads (year 0 does not exist). */
export const DATES: readonly Hostile[] = [
  { label: 'year 0', value: '0000-01-01' },
  { label: '30 February', value: '2024-02-30' },
  { label: 'year 9999', value: '9999-12-31' },
];

/** Geometries for the location point and plot outline: malformed, or outside Lower Austria. */
export const GEOMETRIES: readonly Hostile[] = [
  { label: 'unfinished point', value: 'POINT(' },
  { label: 'point 1e308', value: 'POINT(1e308 1e308)' },
  { label: 'point NaN', value: 'POINT(NaN NaN)' },
  { label: 'point in Salzburg', value: 'POINT(13.04 47.8)' },
  { label: 'point with SQL', value: "POINT(15.63 48.2)'); DROP TABLE objekt; --" },
  { label: 'two-point polygon', value: 'POLYGON((15.6 48.2,15.7 48.3))' },
  { label: 'unclosed polygon', value: 'POLYGON((15.6 48.2,15.7 48.2,15.7 48.3' },
  { label: 'polygon in Salzburg', value: 'POLYGON((13.0 47.8,13.1 47.8,13.1 47.9,13.0 47.8))' },
  { label: 'polygon over the Atlantic', value: 'POLYGON((-30 40,-29 40,-29 41,-30 40))' },
  { label: 'polygon plus point', value: 'POLYGON((15.6 48.2,15.7 48.2,15.7 48.3,15.6 48.2)),POINT(0 0)' },
  { label: 'geometry collection', value: 'GEOMETRYCOLLECTION(POINT(15.6 48.2))' },
];

/** Path segments for route parameters (ids, file names); all but the nil uuid must be refused. */
export const PARAMS: readonly Hostile[] = [
  { label: '-1', value: '-1' },
  { label: '0', value: '0' },
  { label: '1.5', value: '1.5' },
  { label: '1e308', value: '1e308' },
  { label: 'NaN', value: 'NaN' },
  { label: '2^31 (beyond int4)', value: '2147483648' },
  { label: '99999999999', value: '99999999999' },
  { label: 'NUL byte', value: 'a%00b' },
  { label: 'invalid UTF-8', value: '%FF%FE' },
  { label: 'lone surrogate', value: '%ED%A0%80' },
  { label: 'RTL override', value: '%E2%80%AEfdp.exe' },
  { label: 'SQL quote', value: "1'%20OR%20'1'='1" },
  { label: 'script tag', value: '%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  { label: 'traversal to the data dir', value: '..%2F..%2Fsentinel.txt' },
  { label: 'traversal', value: '..%2F..%2F..%2F..%2Fetc%2Fpasswd' },
  { label: '5,000 characters', value: 'z'.repeat(5000) },
  // A valid id nothing has: 404, or 2xx where a call creates or removes by id (PUT creates, DELETE is idempotent).
  { label: 'nil uuid', value: '00000000-0000-0000-0000-000000000000', legit: true },
];

/** Raw query values (percent-encoded as they arrive). */
export const RAW_QUERY: readonly Hostile[] = [
  { label: 'NUL byte', value: 'a%00b' },
  { label: 'invalid UTF-8', value: '%FF%FE' },
  { label: 'lone surrogate', value: '%ED%A0%80' },
  { label: 'unterminated escape', value: '%E' },
];

/**
 * Whole request bodies, each sent in place of a valid one. `mustRefuse`: always; 'withSchema': by every
 * route that declares a body (routes without one ignore what they are sent).
 */
export const BODIES: readonly (Hostile & { contentType?: string; mustRefuse?: true | 'withSchema' })[] = [
  { label: 'null', raw: 'null' },
  { label: 'array', raw: '[]' },
  { label: 'string', raw: '"x"' },
  { label: 'number', raw: '1e308' },
  { label: 'array nested 10,000 deep', raw: DEEP_ARRAY },
  { label: 'object nested 10,000 deep', raw: DEEP_OBJECT },
  { label: 'malformed JSON', raw: '{"a":', mustRefuse: true },
  { label: 'empty JSON body', raw: '', mustRefuse: true },
  { label: 'prototype pollution', raw: '{"__proto__":{"userlevel":9}}', mustRefuse: true },
  { label: 'constructor pollution', raw: '{"constructor":{"prototype":{"userlevel":9}}}', mustRefuse: true },
  { label: '2 MB body', raw: JSON.stringify({ x: 'x'.repeat(2 * MB) }), mustRefuse: true },
  { label: 'text/plain', raw: '{}', contentType: 'text/plain', mustRefuse: 'withSchema' },
  {
    label: 'XML',
    raw: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
    contentType: 'application/xml',
    mustRefuse: true,
  },
];

/** Multipart bodies (boundary "x") that end before the part does: refused with a 4xx, never a 5xx. */
export const TRUNCATED_MULTIPART: readonly [string, string][] = [
  ['multipart cut after the boundary', '--x\r\n'],
  ['multipart cut inside the part headers', '--x\r\nContent-Disposition: form-data; name="file"; filen'],
  [
    'multipart cut inside the file',
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
  ],
  ['multipart without any part', ''],
];
