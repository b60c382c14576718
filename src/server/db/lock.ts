import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { StartError } from '../config';

/** Thrown when another process already holds the embedded database directory. */
export class DataDirLockedError extends StartError {}

/** Data directories this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

/** Who holds a DATA_DIR lock: written beside it, so a restart can tell a crashed holder from a live one. */
interface LockOwner {
  host: string;
  pid: number;
  token: string;
}

const ownerFileOf = (dataDir: string) => path.join(dataDir, '.lock-owner');

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/** Whether process `pid` lives (EPERM: it does, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When proper-lockfile would call a lock stale by its age alone: practically never. A holder whose event
 * loop stalls (a stopped process, a long pause) cannot refresh the lock's time stamp, and a lock judged by
 * that alone would be taken from a live process, which then crashes (ECOMPROMISED) with two processes
 * on one database. Whether a holder is gone is decided by its process id instead (removeLockOfDeadHolder).
 */
const STALE_MS = 24 * 3_600_000;

/**
 * Removes the lock of a holder on this machine that is gone (SIGKILL, OOM killer, power loss): the
 * process named in the owner record no longer exists. Anything unclear — another host, no owner record,
 * a live process, also a stopped or stalled one — keeps the lock. The owner record is claimed by an atomic
 * rename and checked again, so of two processes starting at once only one takes the lock over.
 */
function removeLockOfDeadHolder(dataDir: string, lockPath: string): boolean {
  const ownerFile = ownerFileOf(dataDir);
  const owner = readOwner(ownerFile);
  if (!owner || owner.host !== os.hostname()) return false;
  if (owner.pid === process.pid ? held.has(dataDir) : isAlive(owner.pid)) return false;
  const claimed = `${ownerFile}.${process.pid}`;
  try {
    fs.renameSync(ownerFile, claimed);
  } catch {
    return false;
  }
  if (readOwner(claimed)?.token !== owner.token) {
    // Another starter took the lock over between our read and the rename: give its record back.
    fs.renameSync(claimed, ownerFile);
    return false;
  }
  fs.rmSync(claimed, { force: true });
  fs.rmSync(lockPath, { recursive: true, force: true });
  return true;
}

/**
 * Locks DATA_DIR for this process and answers how to release it; throws DataDirLockedError while another
 * process holds it. The lock of a process that died without closing is taken over at once
 * (see removeLockOfDeadHolder). Backup and restore take it too, so they never run beside the server.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (error) {
    throw new StartError(`DATA_DIR ${dataDir} cannot be used: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  const lockPath = path.join(dataDir, '.lock');
  const take = () => lockfile.lock(dataDir, { lockfilePath: lockPath, stale: STALE_MS });
  let release: () => Promise<void>;
  try {
    release = await take().catch(async (error: unknown) => {
      if (removeLockOfDeadHolder(dataDir, lockPath)) return take();
      throw error;
    });
  } catch {
    throw new DataDirLockedError(
      `DATA_DIR ${dataDir} is in use by another Standortportal process; stop it or set another DATA_DIR.`,
    );
  }
  held.add(dataDir);
  const owner: LockOwner = { host: os.hostname(), pid: process.pid, token: randomUUID() };
  fs.writeFileSync(ownerFileOf(dataDir), JSON.stringify(owner));
  return async () => {
    held.delete(dataDir);
    if (readOwner(ownerFileOf(dataDir))?.token === owner.token) fs.rmSync(ownerFileOf(dataDir), { force: true });
    await release();
  };
}
