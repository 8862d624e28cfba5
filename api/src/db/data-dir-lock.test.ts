import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirBusyError, lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'crm-lock-'));

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('One owner per embedded data dir', () => {
  it('refuses a second owner, naming the dir and the owner, until the first lets go', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'owner.pid'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*process ${process.pid}`));
    release();
    expect(existsSync(path.join(dir, 'owner.pid'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that was killed', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'owner.pid'), String(deadPid()));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'owner.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('keeps a second PGlite off the files the first has open', async () => {
    const dir = path.join(freshDir(), 'pglite');
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirBusyError);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, 'owner.pid'))).toBe(false);
  }, 60_000);
});
