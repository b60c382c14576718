import type { ZodType } from 'zod';
import { API_BASE } from '../config';

/** A failed API call: HTTP status (0 when the server was not reached), error code and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** A code of shared/errors.ts, or `network` / `invalidResponse` from the client itself. */
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The schema an answer is checked against: a Zod schema, or a function loading it on demand (see
 * lazySchemas) — the calls of the first page use those, so Zod is not part of the entry chunk.
 */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/**
 * Schemas from a module imported on demand, e.g. `const shell = lazySchemas(() => import('./shellSchemas'))`
 * and `api.get('/userdata', shell((s) => s.userdata))`: the module (with Zod) is fetched by the first
 * request that needs it, while that request is under way, and is reused by every later one.
 */
export function lazySchemas<M>(load: () => Promise<M>) {
  return <T>(pick: (schemas: M) => ZodType<T>): (() => Promise<ZodType<T>>) =>
    () =>
      load().then(pick);
}

/** Methods that change state carry the double-submit CSRF header (DESIGN 'sessions & CSRF'). */
const MUTATING: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GETs that change state (spec 7 keeps logout a GET): the server wants the CSRF header on them too. */
const STATE_CHANGING_GETS = new Set(['/logout']);
const needsCsrf = (method: Method, path: string) => MUTATING.has(method) || STATE_CHANGING_GETS.has(path);

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Reads a cookie by name; defaults to document.cookie. */
  getCookie?: (name: string) => string | undefined;
  /**
   * A GET that hands out a fresh XSRF-TOKEN cookie (default '/userdata'). A mutating call refused
   * with `csrfInvalid` — the token was bound to a session that has ended meanwhile — fetches it and
   * is sent once more.
   */
  csrfRefreshPath?: string;
}

/** Reads one cookie from document.cookie (undefined outside a browser). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: Record<string, string> } } | null)
    ?.error;
  if (error && typeof error.code === 'string') {
    return new ApiError(
      status,
      error.code,
      typeof error.message === 'string' ? error.message : error.code,
      error.fields,
    );
  }
  return new ApiError(status, status >= 500 ? 'internal' : 'invalidRequest', `HTTP ${status}`);
}

/**
 * The portal's HTTP client: JSON in and out, same-origin credentials, X-XSRF-TOKEN from the
 * XSRF-TOKEN cookie on mutating requests, and `{ error: { code, message } }` bodies thrown as ApiError.
 * A schema, when given, validates the answer (the shared Zod schemas of src/shared/schemas), also one
 * still to be loaded (SchemaSource).
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? API_BASE).replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const getCookie = options.getCookie ?? readCookie;
  const csrfRefreshPath = options.csrfRefreshPath ?? '/userdata';
  const url = (path: string) => `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;

  async function request<T>(method: Method, path: string, body?: unknown, schema?: SchemaSource<T>): Promise<T> {
    try {
      return await send(method, path, body, schema);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'csrfInvalid' && needsCsrf(method, path))) throw error;
      await doFetch(url(csrfRefreshPath), { method: 'GET', credentials: 'same-origin' }).catch(() => undefined);
      return send(method, path, body, schema);
    }
  }

  async function send<T>(method: Method, path: string, body?: unknown, source?: SchemaSource<T>): Promise<T> {
    // A schema still to be loaded arrives while the request is under way.
    const loading = typeof source === 'function' ? source() : undefined;
    loading?.catch(() => undefined);
    const headers: Record<string, string> = { Accept: 'application/json' };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (needsCsrf(method, path)) {
      const token = getCookie('XSRF-TOKEN');
      if (token) headers['X-XSRF-TOKEN'] = token;
    }
    let response: Response;
    try {
      response = await doFetch(url(path), {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      });
    } catch (cause) {
      throw new ApiError(0, 'network', cause instanceof Error ? cause.message : 'network error');
    }
    const text = response.status === 204 ? '' : await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = text;
    }
    if (!response.ok) throw errorFromBody(response.status, data);
    const schema = loading ? await loading : (source as ZodType<T> | undefined);
    if (!schema) return data as T;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(response.status, 'invalidResponse', `${method} ${path}: ${parsed.error.message}`);
    }
    return parsed.data;
  }

  return {
    get: <T>(path: string, schema?: SchemaSource<T>) => request<T>('GET', path, undefined, schema),
    post: <T>(path: string, body?: unknown, schema?: SchemaSource<T>) => request<T>('POST', path, body, schema),
    put: <T>(path: string, body?: unknown, schema?: SchemaSource<T>) => request<T>('PUT', path, body, schema),
    patch: <T>(path: string, body?: unknown, schema?: SchemaSource<T>) => request<T>('PATCH', path, body, schema),
    delete: <T>(path: string, body?: unknown, schema?: SchemaSource<T>) => request<T>('DELETE', path, body, schema),
  };
}

/** The client used by the app. */
export const api = createApiClient();

/** A schema of the calls every page makes (data/shellSchemas.ts), loaded on demand. */
export const shellSchema = lazySchemas(() => import('./shellSchemas').then((m) => m.shellSchemas));
