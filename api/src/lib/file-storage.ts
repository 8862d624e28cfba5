import { mkdir, readFile, rm, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and seeded image bytes live; local disk by default, an object store later. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** Deletes every file whose key starts with `prefix` + '/' (a member's photos, at erasure). */
  removeFolder(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

export function localFileStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      const file = resolve(key);
      try {
        if (!(await stat(file)).isFile()) return undefined;
        return await readFile(file);
      } catch {
        return undefined;
      }
    },
    async removeFolder(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}
