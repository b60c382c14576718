import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startPortal, waitReady } from './test/portal-process';

const root = path.resolve(import.meta.dirname, '../..');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('starting the portal', () => {
  it('stops on a bad environment value with one clear line naming the variable', () => {
    const result = start({ PORT: 'eighty', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sp-cfg-')) });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Invalid configuration: PORT=eighty: Invalid input: expected number, received NaN',
    ]);
  });

  it('refuses to start on a DATA_DIR another process holds', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-held-'));
    fs.mkdirSync(path.join(dataDir, '.lock'));
    const result = start({ DATA_DIR: dataDir, PORT: '3999' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^DATA_DIR .* is in use by another Standortportal process/);
  });

  it('prints where it runs, and no demo logins when it loads no demo data (SEED=none)', async () => {
    const portal = startPortal(fs.mkdtempSync(path.join(os.tmpdir(), 'sp-noseed-')), await freePort(), {
      SEED: 'none',
    });
    try {
      await waitReady(portal);
      await expect.poll(() => portal.stdout, { timeout: 10_000 }).toContain('Standortportal is running at');
      expect(portal.stdout).not.toContain('Demo logins');
      expect(portal.stdout).not.toContain('admin@standortportal.at');
    } finally {
      portal.child.kill('SIGTERM');
      await portal.exited;
    }
  }, 120_000);
});
