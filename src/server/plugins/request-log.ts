import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];

/**
 * A request's logger that becomes a child of the app's (with the request id) only when a line at an
 * enabled level is written: at the default level most requests write none, and a pino child per request
 * cost more than a whole cached answer's routing. A route with a log level of its own gets its child at once.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    if (options.level) this.made = parent.child(bindings, options);
  }

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: Level, args: unknown[]) {
    if (!this.made && this.parent.isLevelEnabled?.(level) === false) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level() {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: each request's logger, made a pino child only when it writes (RequestLogger). */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as FastifyBaseLogger;
