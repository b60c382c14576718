import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The real server (main.ts) as a child process on this DATA_DIR, with its output collected; `env` adds
 * to (or overrides) the test defaults (no demo seed, loopback).
 */
export function startPortal(dataDir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const portal = { child, url: `http://127.0.0.1:${port}`, stdout: '', stderr: '', exited: exitOf(child) };
  child.stdout?.on('data', (chunk: Buffer) => {
    portal.stdout += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    portal.stderr += chunk;
  });
  return portal;
}
export type Portal = ReturnType<typeof startPortal>;

function exitOf(child: ChildProcess) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls /readyz until the portal answers (or fails when it exits first). */
export async function waitReady(portal: Portal) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (portal.child.exitCode !== null) throw new Error(`portal exited: ${portal.stderr}`);
    try {
      if ((await fetch(`${portal.url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('portal not ready in time');
}

/** A browser-like session against a running portal: keeps cookies and sends the CSRF header. */
export function httpSession(base: string) {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [name, ...value] = (cookie.split(';')[0] ?? '').split('=');
      if (name) jar.set(name, value.join('='));
    }
  };
  const headers = () => ({
    'content-type': 'application/json',
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
  });
  return {
    headers,
    async get(url: string) {
      const res = await fetch(`${base}${url}`, { headers: headers() });
      keep(res);
      return res;
    },
    async post(url: string, body: unknown) {
      const res = await fetch(`${base}${url}`, { method: 'POST', headers: headers(), body: JSON.stringify(body) });
      keep(res);
      return res;
    },
  };
}
