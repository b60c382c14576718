import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Answers that take longer than this are logged at info whatever their status. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request log lines: one when a request has been answered (method, URL, status, milliseconds),
 * at info for refused and failed requests (status 400 and above, or an error) and slow ones, at debug for
 * every other; its arrival at debug. Fastify's default wrote both at info, each with the request or reply
 * serialised — at the default level about as much CPU as a whole cached read, for lines a reverse proxy's
 * access log holds as well. LOG_LEVEL=debug logs every request again.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 400 || ms >= SLOW_REQUEST_MS) request.log.info(line, 'request answered');
    else request.log.debug(line, 'request answered');
  }
}
