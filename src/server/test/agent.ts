import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

type InjectOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/**
 * A browser-like client for API tests: keeps cookies between requests and sends the CSRF header
 * from the XSRF-TOKEN cookie on mutating requests, as the portal's own HTTP client does.
 */
export function createAgent(app: FastifyInstance) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function request(options: InjectOptions) {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { ...options.headers };
    if (jar.size) headers.cookie = cookieHeader();
    const csrf = jar.get('XSRF-TOKEN');
    // Like the portal's client: on mutating requests and on the one GET that changes state (logout).
    const needsCsrf = method !== 'GET' || options.url === '/api/logout';
    if (needsCsrf && csrf && !('x-xsrf-token' in headers)) headers['x-xsrf-token'] = csrf;
    const res = await app.inject({ method, url: options.url, payload: options.payload as never, headers });
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return res;
  }
  return {
    jar,
    request,
    get: (url: string) => request({ url }),
    post: (url: string, payload?: unknown) => request({ method: 'POST', url, payload }),
    put: (url: string, payload?: unknown) => request({ method: 'PUT', url, payload }),
    delete: (url: string) => request({ method: 'DELETE', url }),
    /** Uploads one file as multipart/form-data (field "file"), as the editor's upload does. */
    upload(url: string, filename: string, data: Buffer, contentType = 'application/octet-stream') {
      const boundary = `----standortportal${Date.now()}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
      const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      return request({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    },
    /** Fetches a captcha challenge and solves it like the ALTCHA widget, returning the payload to submit. */
    async solveCaptcha(): Promise<string> {
      const challenge = (await request({ url: '/api/captcha' })).json();
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('captcha not solvable');
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
  };
}

export type Agent = ReturnType<typeof createAgent>;
