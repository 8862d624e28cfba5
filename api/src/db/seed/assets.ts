import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../client';
import type { FileStorage } from '../../lib/file-storage';
import { BANNER_IMAGE_GROUP } from '@crm/contract/app-config';
import { NAV_ICON_IMAGE_GROUP } from '@crm/contract/navigation';
import { storeBrandImage } from '../../modules/images/service';

const assetsDir = path.join(import.meta.dirname, 'assets');
const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * Image groups beyond the theme's (2 cover, 3 login logo, 4 home logo), so every seeded image
 * has a group an admin tool could list by.
 */
export const seedImageGroup = {
  banner: BANNER_IMAGE_GROUP,
  navIcon: NAV_ICON_IMAGE_GROUP,
  privilege: 7,
  package: 8,
  tier: 9,
} as const;

/** What every area's seed function works with: the open transaction and the brand being seeded. */
export interface SeedContext {
  tx: Db;
  storage: FileStorage;
  brand: { id: number; ref: string };
  /** One clock for the whole seed, so relative dates line up. */
  now: Date;
}

export interface SeededImage {
  id: number;
  key: string;
  url: string;
}

/** Copies a bundled asset into file storage, records it, and returns its public URL. */
export async function seedImage(
  db: Db,
  storage: FileStorage,
  brand: { id: number; ref: string },
  file: string,
  groupType: number,
  sortOrder = 0,
  name = file,
): Promise<SeededImage> {
  const bytes = await readFile(path.join(assetsDir, file));
  return storeImage(db, storage, brand, { key: file, name, bytes, groupType, sortOrder });
}

/** Stores bytes under a brand image key (e.g. a recoloured variant of a bundled asset). */
export async function storeImage(
  db: Db,
  storage: FileStorage,
  brand: { id: number; ref: string },
  image: { key: string; name: string; bytes: Buffer; groupType: number; sortOrder?: number },
): Promise<SeededImage> {
  const contentType = contentTypes[path.extname(image.key)] ?? 'application/octet-stream';
  const row = await storeBrandImage(db, storage, brand, { ...image, contentType });
  return { id: row.id, key: image.key, url: row.url };
}

/** A bundled asset's text, for assets the seed adapts before storing. */
export async function readAsset(file: string): Promise<string> {
  return readFile(path.join(assetsDir, file), 'utf8');
}
