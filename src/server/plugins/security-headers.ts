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
 * The security headers of every answer (API, pages, files, errors and 404s alike): helmet's set with the
 * portal's CSP, and HSTS over https. @fastify/helmet built helmet's middleware — options, directives and
 * all — anew on every request, about as much CPU as Fastify spends on a whole small answer; the headers
 * are the same every time, so they are built once here and copied onto each reply.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});
