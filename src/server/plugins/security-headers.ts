import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** helmet's protective headers with the portal's Content-Security-Policy (spec: no third-party scripts). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'", 'blob:'],
      // Know-how articles may embed videos from these two players only (the sanitiser allows no others).
      frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // HSTS only where it means something: on answers that reached the client over https (below).
  strictTransportSecurity: false,
};

/** Sent on answers that reached the client over https (directly or through a trusted proxy). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet writes with `options`, by lower-case name. None of them depends on the request (the
 * policy has no per-request nonce), so they are computed once: helmet run on a response that is never sent.
 */
function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) headers[name] = String(value);
  return headers;
}

/**
 * The headers of a JSON answer. Most of helmet's set is read by browsers for documents only (the policy's
 * script and style sources, opener policy, DNS prefetching, …); an answer that is data gets the short set
 * the OWASP REST Security Cheat Sheet names for API answers: a policy that allows nothing and no framing,
 * no type sniffing, no embedding by other sites. Each header a reply carries costs Node's validation and
 * writing on every answer: on a bare Fastify route the full set cost about a fifth of its throughput, this
 * set about a tenth.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** JSON by its media type: application/json and the structured suffix +json (GeoJSON, JSON Schema, problem+json). */
function isJsonType(contentType: unknown): boolean {
  return (
    typeof contentType === 'string' &&
    (contentType.startsWith('application/json') || /^application\/[\w.-]+\+json\b/.test(contentType))
  );
}

/**
 * The security headers of every answer (API, pages, files, errors and 404s alike): helmet's set with the
 * portal's CSP for documents and files, the short set above for JSON, and HSTS over https. @fastify/helmet
 * built helmet's middleware — options, directives and all — anew on every request, about as much CPU as
 * Fastify spends on a whole small answer; the headers are the same every time, so they are built once here
 * and copied onto each reply when it is sent, once its type is known.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { imageOrigins?: string[] }) => {
  // Images of a bucket at a plain-http address (a MinIO on a developer's machine) must be named: the
  // policy allows images from https: origins only.
  const imageOrigins = opts.imageOrigins?.filter((o) => o.startsWith('http:')) ?? [];
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, unknown> };
  const documentHeaders = helmetHeaders(
    imageOrigins.length === 0
      ? HELMET_OPTIONS
      : {
          ...HELMET_OPTIONS,
          contentSecurityPolicy: {
            directives: { ...csp.directives, imgSrc: [...(csp.directives.imgSrc as string[]), ...imageOrigins] },
          },
        },
  );
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(isJsonType(reply.getHeader('content-type')) ? API_HEADERS : documentHeaders);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
});
