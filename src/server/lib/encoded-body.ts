import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings a pre-encoded body is kept in, best first. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A JSON body in every encoding the portal serves, with one strong ETag per encoding (the bytes differ,
 * so the tags must too); all three share the hash of the identity bytes.
 */
export interface EncodedBody {
  etags: Record<Encoding, string>;
  bodies: Partial<Record<Encoding, Buffer>>;
  /** Tags of earlier encodings of the same JSON, still current for If-None-Match (improveBrotli). */
  previousEtags?: string[];
}

/**
 * How hard to compress. A body kept and served many times (encodeAll): brotli quality 5 and gzip level
 * 6 — on the ~0.8 MB object list both take tens of milliseconds on the thread pool while shrinking it to
 * about a tenth; the top levels save a few per cent for seconds of CPU. A body sent once (encodeLazily,
 * encodeKeyed): brotli quality 4, about three times faster than 5 on a map section's ~0.9 MB of
 * summaries (8 instead of 23 ms) for 2 % more bytes.
 */
const BROTLI_QUALITY = { kept: 5, once: 4, best: 11 } as const;
/**
 * Kept bodies up to this size are compressed once more at brotli's best quality after the first answer:
 * the start-up reads come out 10–20 % smaller (the glossary 25.7 → 22.7 KiB, the places 9.8 → 7.6 KiB)
 * for a few hundred milliseconds on the thread pool once per data version, while the quality-5 copy
 * serves. The object list (~0.8 MB) would take seconds and keeps quality 5.
 */
const BEST_UP_TO_BYTES = 256 * 1024;
const GZIP_LEVEL = 6;
/**
 * Bodies sent once are compressed with a 256 KiB window instead of brotli's default 4 MiB: each
 * compression in flight holds about that much native memory, and a map section's 0.9 MB of summaries
 * compresses as well with the smaller one (83.8 KiB at quality 4, 85.3 KiB with the default). A kept
 * body is compressed once, with the default window (the whole object list comes out ~1 % smaller).
 */
const BROTLI_WINDOW_ONCE = 18;
const CHUNK = 256 * 1024;

function compress(encoding: Encoding, identity: Buffer, use: keyof typeof BROTLI_QUALITY): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(identity, {
      chunkSize: CHUNK,
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use],
        ...(use === 'once' ? { [zlib.constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_ONCE } : {}),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
  if (encoding === 'gzip') return gzip(identity, { level: GZIP_LEVEL, chunkSize: CHUNK });
  return Promise.resolve(identity);
}

/** The ETags of a body per encoding from a hash of what determines it. */
function etagsOf(hash: ReturnType<typeof createHash>): Record<Encoding, string> {
  const tag = hash.digest('base64url').slice(0, 27);
  return { identity: `"${tag}"`, gzip: `"${tag}-gz"`, br: `"${tag}-br"` };
}

/** Hashes the JSON (and `salt`, so bodies for different audiences never share a tag) into the ETags. */
function etagsFor(identity: Buffer, salt: string): Record<Encoding, string> {
  return etagsOf(createHash('sha256').update(salt).update('\0').update(identity));
}

/** Encodes a JSON text in every encoding at once: for bodies that are cached and served many times. */
export async function encodeAll(json: string, salt: string): Promise<EncodedBody> {
  const identity = Buffer.from(json);
  const [br, gz] = await Promise.all([compress('br', identity, 'kept'), compress('gzip', identity, 'kept')]);
  return { etags: etagsFor(identity, salt), bodies: { identity, br, gzip: gz } };
}

/**
 * Replaces a kept body's brotli copy, in the background, by one at brotli's best quality when the body is
 * small enough (BEST_UP_TO_BYTES). The new bytes get a tag of their own; the first copy's tag still counts
 * as current for revalidation (the same JSON), so no client downloads the body again for the change.
 * Returns the replacement's promise, or undefined when the body keeps its copy.
 */
export function improveBrotli(body: EncodedBody): Promise<void> | undefined {
  const identity = body.bodies.identity;
  if (!identity || identity.length > BEST_UP_TO_BYTES) return undefined;
  return compress('br', identity, 'best').then(
    (best) => {
      // Tag and bytes change together, between two answers (sendEncoded reads both without waiting).
      body.previousEtags = [...(body.previousEtags ?? []), body.etags.br];
      body.etags.br = body.etags.br.replace(/"$/, '11"');
      body.bodies.br = best;
    },
    () => {}, // the quality-5 copy stays
  );
}

/** Encodes a JSON text (or its UTF-8 bytes) for one response only: the other encodings are made when asked for. */
export function encodeLazily(json: string | Buffer, salt: string): EncodedBody {
  const identity = typeof json === 'string' ? Buffer.from(json) : json;
  return { etags: etagsFor(identity, salt), bodies: { identity } };
}

/**
 * Like encodeLazily for a body that `key` determines completely (e.g. data version, audience and
 * question): the tags hash the short key instead of the body's bytes, which for a large one-off answer
 * costs more than building it. The key must change whenever the body can.
 */
export function encodeKeyed(json: Buffer, key: string): EncodedBody {
  return { etags: etagsOf(createHash('sha256').update(key)), bodies: { identity: json } };
}

/**
 * The encoding to answer with: br when the client accepts it, else gzip, else identity (RFC 9110
 * 12.5.3: q=0 refuses a coding, `*` stands for any coding not named).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = negotiated.get(acceptEncoding);
  if (!encoding) {
    // Browsers send one of a handful of values, so the answers are kept (a few dozen at most).
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    encoding = parseAcceptEncoding(acceptEncoding);
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 64;

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip') || accepts('x-gzip')) return 'gzip';
  return 'identity';
}

/** True when If-None-Match names any of the body's tags (weak comparison, RFC 9110 13.1.2). */
function notModified(ifNoneMatch: string | undefined, body: EncodedBody): boolean {
  if (!ifNoneMatch) return false;
  const tags = new Set([...Object.values(body.etags), ...(body.previousEtags ?? [])]);
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tags.has(tag.startsWith('W/') ? tag.slice(2) : tag);
  });
}

/**
 * Answers with a pre-serialised JSON body: 304 when the client's copy is current, else the body in
 * the negotiated encoding. `private, no-cache` lets browsers keep it but revalidate with the ETag every
 * time; `vary` names the request headers the body depends on besides Accept-Encoding; `type` is the
 * body's media type (JSON unless said otherwise, e.g. GeoJSON or CSV). The route must set
 * `compress: false`, so @fastify/compress leaves the bytes alone.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  vary: string[] = [],
  type = 'application/json; charset=utf-8',
): Promise<FastifyReply> {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  // The type on a 304 too: it repeats what the stored answer has, and the protective headers a browser
  // stores with it are chosen by it (plugins/security-headers.ts), so a revalidation keeps the same set.
  reply
    .header('vary', ['Accept-Encoding', ...vary].join(', '))
    .header('cache-control', 'private, no-cache')
    .header('etag', body.etags[encoding])
    .type(type);
  if (notModified(request.headers['if-none-match'], body)) return reply.code(304).send();
  let bytes = body.bodies[encoding];
  if (!bytes) {
    bytes = await compress(encoding, body.bodies.identity as Buffer, 'once');
    body.bodies[encoding] = bytes;
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
