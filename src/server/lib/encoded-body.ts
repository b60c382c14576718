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
}

/**
 * Brotli quality 5 and gzip level 6: on the ~0.8 MB object list both take tens of milliseconds on the
 * thread pool while shrinking it to about a tenth; the top levels save a few per cent for seconds of CPU.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

function compress(encoding: Encoding, identity: Buffer): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  }
  if (encoding === 'gzip') return gzip(identity, { level: GZIP_LEVEL });
  return Promise.resolve(identity);
}

/** Hashes the JSON (and `salt`, so bodies for different audiences never share a tag) into the ETags. */
function etagsFor(identity: Buffer, salt: string): Record<Encoding, string> {
  const hash = createHash('sha256').update(salt).update('\0').update(identity).digest('base64url').slice(0, 27);
  return { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
}

/** Encodes a JSON text in every encoding at once: for bodies that are cached and served many times. */
export async function encodeAll(json: string, salt: string): Promise<EncodedBody> {
  const identity = Buffer.from(json);
  const [br, gz] = await Promise.all([compress('br', identity), compress('gzip', identity)]);
  return { etags: etagsFor(identity, salt), bodies: { identity, br, gzip: gz } };
}

/** Encodes a JSON text (or its UTF-8 bytes) for one response only: the other encodings are made when asked for. */
export function encodeLazily(json: string | Buffer, salt: string): EncodedBody {
  const identity = typeof json === 'string' ? Buffer.from(json) : json;
  return { etags: etagsFor(identity, salt), bodies: { identity } };
}

/**
 * The encoding to answer with: br when the client accepts it, else gzip, else identity (RFC 9110
 * 12.5.3: q=0 refuses a coding, `*` stands for any coding not named).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
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
  const tags = new Set(Object.values(body.etags));
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tags.has(tag.startsWith('W/') ? tag.slice(2) : tag);
  });
}

/**
 * Answers with a pre-serialised JSON body: 304 when the client's copy is current, else the body in
 * the negotiated encoding. `private, no-cache` lets browsers keep it but revalidate with the ETag every
 * time; `vary` names the request headers the body depends on besides Accept-Encoding. The route must
 * set `compress: false`, so @fastify/compress leaves the bytes alone.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  vary: string[] = [],
): Promise<FastifyReply> {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply
    .header('vary', ['Accept-Encoding', ...vary].join(', '))
    .header('cache-control', 'private, no-cache')
    .header('etag', body.etags[encoding]);
  if (notModified(request.headers['if-none-match'], body)) return reply.code(304).send();
  let bytes = body.bodies[encoding];
  if (!bytes) {
    bytes = await compress(encoding, body.bodies.identity as Buffer);
    body.bodies[encoding] = bytes;
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(bytes);
}
