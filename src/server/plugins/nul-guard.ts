import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/** True when a string anywhere in the value holds a NUL character (iterative: bodies may nest deeply). */
export function containsNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) stack.push(key, item);
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold a NUL character: a query with one fails in the database, which would
 * answer a 500. Requests carrying one in the path, query or JSON body are refused with a 400 before
 * validation, for every route and the page fallback alike.
 */
export const nulGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      /%00/.test(request.url) ||
      containsNul(request.url) ||
      containsNul(request.query) ||
      containsNul(request.body)
    ) {
      return done(new AppError('invalidRequest', 'Text must not contain NUL characters'));
    }
    done();
  });
});
