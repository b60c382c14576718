import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, openPglite } from './client';

describe('embedded database directory', () => {
  it('refuses a second process on the same DATA_DIR and frees it on close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-lock-'));
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    await expect(openPglite(dir)).rejects.toThrow(/is in use by another Standortportal process/);
    await first.close();
    const again = await openPglite(dir);
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over the lock of a holder on this machine that died, but not of a live one or another host', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-lock-'));
    const leaveLock = (owner: { host: string; pid: number }) => {
      fs.mkdirSync(path.join(dir, '.lock'), { recursive: true });
      fs.writeFileSync(path.join(dir, '.lock-owner'), JSON.stringify({ ...owner, token: 'old' }));
    };
    leaveLock({ host: os.hostname(), pid: process.ppid });
    await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    leaveLock({ host: 'another-host', pid: 999_999_999 });
    await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);

    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    leaveLock({ host: os.hostname(), pid: dead });
    const database = await openPglite(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, '.lock-owner'), 'utf8')).pid).toBe(process.pid);
    await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    await database.close();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
    expect(fs.existsSync(path.join(dir, '.lock-owner'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('never gives the lock of a live but stopped process to a second one, however long it stalls (issue 23, finding 8)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-lock-'));
    const script = `import('./src/server/db/lock.ts').then((m) => m.lockDataDir(${JSON.stringify(dir)}))
      .then(() => { console.log('locked'); setInterval(() => {}, 1000); })`;
    const holder = spawn(process.execPath, ['--import', 'tsx', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
        holder.on('exit', () => reject(new Error('the holder ended before it locked')));
      });
      holder.kill('SIGSTOP');
      // Past the 15 s after which the lock used to be called stale: every attempt is refused.
      const until = Date.now() + 17_000;
      let attempts = 0;
      while (Date.now() < until) {
        await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
        attempts++;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(attempts).toBeGreaterThan(10);
      holder.kill('SIGCONT');
      const exited = new Promise((resolve) => holder.on('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
      // Once it is gone, its lock is taken over at once.
      const release = await lockDataDir(dir);
      await release();
    } finally {
      holder.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('opens with small shared buffers (they count in the server process from the start) and keeps what it wrote', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-buffers-'));
    const database = await openPglite(dir);
    const shown = await database.db.execute(sql`show shared_buffers`);
    expect(shown.rows[0]).toEqual({ shared_buffers: '16MB' });
    await database.db.execute(sql`create table probe (n int)`);
    await database.db.execute(sql`insert into probe select generate_series(1, 50000)`);
    await database.close();
    const again = await openPglite(dir);
    const counted = await again.db.execute(sql`select count(*)::int as n from probe`);
    expect(counted.rows[0]).toEqual({ n: 50000 });
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers from its own thread: a slow statement leaves the event loop free, and a commit is known before it resolves', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-thread-'));
    const database = await openPglite(dir);
    try {
      // A timer every 10 ms while the database sleeps half a second: on the event loop it would stall for all of it.
      let longest = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
      }, 10);
      await database.db.execute(sql`select pg_sleep(0.5)`);
      clearInterval(timer);
      expect(longest).toBeLessThan(200);

      // The data versions' notifications (lib/body-cache.ts) arrive with the statement that committed them.
      const heard: string[] = [];
      await database.listen?.('probe_channel', (payload) => heard.push(payload));
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('probe_channel', ${'eins'})`);
      });
      expect(heard).toEqual(['eins']);
      // Statements with parameters from many callers at once keep their own parameters.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => database.db.execute(sql`select ${i}::int + ${i}::int as n`)),
      );
      expect(answers.map((a) => a.rows[0])).toEqual(Array.from({ length: 20 }, (_, i) => ({ n: 2 * i })));
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
