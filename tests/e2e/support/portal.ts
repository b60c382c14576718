import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** Where the journeys' portal sends the agency's copy of every enquiry (ENQUIRY_COPY_MAIL). */
export const ENQUIRY_COPY_MAIL = 'anfragen@standortportal.at';

export interface Portal {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built portal exactly as `npm start` does (embedded database, demo data on first start) on a
 * free port with its own DATA_DIR and the given extra environment; resolves once it answers.
 */
export async function startPortal(env: Record<string, string> = {}): Promise<Portal> {
  // CLIENT_DIR (passed on to the portal) lets a second build be tested beside dist/client.
  const clientDir = process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist/client');
  if (!fs.existsSync(path.join(clientDir, 'index.html')) || !fs.existsSync(path.join(root, 'dist/server/main.js')))
    throw new Error(`Run \`npm run build\` first (${clientDir}, dist/server).`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-e2e-'));
  const port = 3100 + Math.floor(Math.random() * 800);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    // The links in its mails lead to where the browser reaches it.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ENQUIRY_COPY_MAIL,
      // The journeys log the demo accounts in from one address more than the 20 times in 15 minutes
      // a real person is allowed (user/auth-routes.ts); the limit itself has its API tests.
      LOGIN_LIMIT_PER_ACCOUNT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`portal exited during start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/region`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`portal did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
