import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../client';
import type { FileStorage } from '../../lib/file-storage';
import { insertImage } from '../../modules/images/repository';
import { imageUrl } from '../../modules/images/urls';

const assetsDir = path.join(import.meta.dirname, 'assets');
const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Copies a bundled asset into file storage, records it, and returns its public URL. */
export async function seedImage(
  db: Db,
  storage: FileStorage,
  brand: { id: number; ref: string },
  file: string,
  groupType: number,
  sortOrder = 0,
): Promise<{ id: number; url: string }> {
  const bytes = await readFile(path.join(assetsDir, file));
  const storageKey = `${brand.ref}/${file}`;
  await storage.put(storageKey, bytes);
  const row = await insertImage(db, {
    brandId: brand.id,
    groupType,
    key: file,
    name: file,
    storageKey,
    contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
    sortOrder,
  });
  return { id: row.id, url: imageUrl(brand.ref, file) };
}
