import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '../../shared/errors';

/** An expected failure with a code from shared/errors.ts; its status comes from the code list. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = ERROR_CODES[code];
  }
}

function body(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * Errors Fastify answers before a route is found (a path that is no valid URL, a parameter beyond
 * maxParamLength), in the body every other error has.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  reply
    .status(status)
    .send(status < 500 ? body('invalidRequest', error.message) : body('internal', 'An error occurred'));
}

/**
 * One error handler for the whole app: AppErrors and validation failures become 4xx JSON bodies;
 * anything else is logged with the request and answered with a bare 500.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
        fields[where] = issue.message ?? 'is invalid';
      }
      const message = `Invalid ${error.validationContext ?? 'request'}: ${Object.entries(fields)
        .map(([k, v]) => `${k} ${v}`)
        .join('; ')}`;
      return reply.status(400).send(body('invalidRequest', message, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('tooManyRequests', error.message));
    if (status === 413) return reply.status(413).send(body('fileTooLarge', error.message));
    if (status >= 400 && status < 500) return reply.status(status).send(body('invalidRequest', error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('internal', 'An error occurred'));
  });
});
