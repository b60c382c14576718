import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isAlive } from './db/lock';
import { PROJECT_ROOT } from './paths';
import { copyPostgresTemplate, TEST_SESSION_SECRET } from './test/databases';
import { freePort } from './test/portal-process';
import { waitFor } from './test/smtp';

/** `npm run start:cluster` (scripts/cluster.mjs), the server run from its source as in the other process tests. */
function startCluster(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, CLUSTER_ENTRY: 'src/server/main.ts', SEED: 'none', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.text += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

/** The pids of the processes the cluster reported listening, in order. */
const listening = (text: string) => [...text.matchAll(/process (\d+) listening/g)].map((m) => Number(m[1]));

describe('npm run start:cluster', () => {
  it('refuses to start without DATABASE_URL, saying why', async () => {
    const cluster = startCluster({});
    expect(await cluster.exited).toBe(1);
    expect(cluster.output.text).toContain('needs DATABASE_URL');
  });

  describe.runIf(inject('postgresUrl'))('on PostgreSQL', () => {
    let cluster: ReturnType<typeof startCluster>;
    let child: ChildProcess;
    let url: string;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-cluster-'));
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const copy = await copyPostgresTemplate(inject('postgresUrl'));
      drop = copy.drop;
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      cluster = startCluster({
        DATABASE_URL: copy.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SESSION_SECRET: TEST_SESSION_SECRET,
        CLUSTER_PROCESSES: '2',
      });
      child = cluster.child;
      await waitFor(() => (listening(cluster.output.text).length === 2 ? true : undefined), 120_000);
    }, 180_000);

    afterAll(async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await cluster.exited;
      }
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers on one port from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
      const [first, second] = listening(cluster.output.text);
      expect(first).not.toBe(second);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);

      process.kill(Number(second), 'SIGKILL');
      await waitFor(() => (listening(cluster.output.text).length === 3 ? true : undefined), 120_000);
      expect(cluster.output.text).toMatch(new RegExp(`process ${second} ended \\(SIGKILL\\); starting a replacement`));
      const pids = listening(cluster.output.text);
      for (let i = 0; i < 6; i++) expect((await fetch(`${url}/readyz`)).status).toBe(200);

      child.kill('SIGTERM');
      expect(await cluster.exited).toBe(0);
      for (const pid of [pids[0], pids[2]]) expect(isAlive(Number(pid)), `process ${pid}`).toBe(false);
    }, 180_000);
  });
});
