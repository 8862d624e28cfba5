import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { imageUrl } from './urls';
import { insertImage } from './repository';

/** A brand's images other modules read and store: theme pictures, privilege pictures, photos. */
export {
  deleteImages,
  findImagesByGroups,
  findImagesByIds,
  insertImage,
  setImageOrder,
  type ImageRow,
} from './repository';
/** Every upload is checked and re-encoded here before it is stored. */
export { normalizeImage, WEBP, type ImageBox } from './normalize';

export interface NewBrandImage {
  /** The key in the image's public URL, unique in the brand; a new picture takes a new key. */
  key: string;
  name: string;
  bytes: Buffer;
  contentType: string;
  groupType: number;
  sortOrder?: number;
}

/**
 * Puts the bytes in file storage and records the image in `db` (a transaction, for a change that
 * must land whole). Files are served for an hour from the browser's cache, so a picture that
 * replaces another gets a key of its own rather than the old one's.
 */
export async function storeBrandImage(
  db: Db,
  storage: FileStorage,
  brand: { id: number; ref: string },
  image: NewBrandImage,
) {
  const storageKey = `${brand.ref}/${image.key}`;
  await storage.put(storageKey, image.bytes);
  const row = await insertImage(db, {
    brandId: brand.id,
    groupType: image.groupType,
    key: image.key,
    name: image.name,
    storageKey,
    contentType: image.contentType,
    sortOrder: image.sortOrder ?? 0,
  });
  return { ...row, url: imageUrl(brand.ref, image.key) };
}
