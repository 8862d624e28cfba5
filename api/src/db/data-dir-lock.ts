import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/*
 * PGlite is Postgres inside one process: two processes on one data dir each believe they own it,
 * and what one writes the other silently overwrites. Whoever opens the embedded database first
 * (the server or a command-line tool) writes its pid into a lock file; a second one is refused.
 * A lock left by a process that no longer runs (killed with -9, a power cut) is taken over.
 */

const LOCK_FILE = 'owner.pid';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${pid}. Stop that process first ` +
        '(an embedded database has one owner), or run both against PostgreSQL with DATABASE_URL.',
    );
    this.name = 'DataDirBusyError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the data dir for this process; returns the release. Throws DataDirBusyError. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (ownerOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(file);
    if (owner === process.pid) throw new DataDirBusyError(dataDir, owner);
    if (owner !== undefined && isRunning(owner)) throw new DataDirBusyError(dataDir, owner);
    // No pid yet may be a process that has just created the file: give it a moment to write.
    if (owner === undefined && attempt === 0) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    rmSync(file, { force: true });
  }
  throw new DataDirBusyError(dataDir, ownerOf(file) ?? 0);
}
