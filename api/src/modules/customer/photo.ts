import { normalizeImage } from '../images/service';

/** Profile photos are stored at most this wide and high. */
export const PHOTO_MAX_SIDE = 512;

/** Checks an uploaded photo and stores it as WebP of at most 512x512 (see images/normalize). */
export function normalizeProfilePhoto(bytes: Buffer): Promise<Buffer> {
  return normalizeImage(bytes, { width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE });
}
