/**
 * Phone photos made small enough to upload: a full-size camera picture (often 4-12 MB) would be
 * refused by the server's 5 MB limit, and the server keeps at most 512 px anyway. compressorjs
 * draws the picture on a canvas, turned upright by its EXIF orientation (which, with the rest of
 * the EXIF data such as the location, is dropped), at most PHOTO_MAX_SIDE on its longest side, as a
 * JPEG.
 *
 *   const upload = await shrinkPhoto(file);   // a JPEG File, or `file` itself if it can't be drawn
 *
 * A picture the browser cannot draw (HEIC outside Safari) comes back unchanged: the caller still
 * checks its size and the server its content.
 */
import Compressor from 'compressorjs';

/** Longest side of an uploaded photo, in px. */
export const PHOTO_MAX_SIDE = 1280;
/** What a shrunk photo should weigh at most; a busy picture is encoded again at a lower quality. */
export const PHOTO_TARGET_BYTES = 1024 * 1024;
/** JPEG qualities tried in turn until the photo is light enough. */
const QUALITIES = [0.82, 0.6, 0.4] as const;

function compress(file: File, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    new Compressor(file, {
      maxWidth: PHOTO_MAX_SIDE,
      maxHeight: PHOTO_MAX_SIDE,
      quality,
      mimeType: 'image/jpeg',
      // Always the redrawn copy, never the original, so no photo leaves with its EXIF data.
      strict: false,
      success: resolve,
      error: reject,
    });
  });
}

function asJpegFile(blob: Blob, original: File): File {
  const base = original.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${base}.jpg`, { type: 'image/jpeg', lastModified: Date.now() });
}

export async function shrinkPhoto(file: File): Promise<File> {
  let smallest: Blob | null = null;
  for (const quality of QUALITIES) {
    let blob: Blob;
    try {
      blob = await compress(file, quality);
    } catch {
      return file;
    }
    if (!smallest || blob.size < smallest.size) smallest = blob;
    if (blob.size <= PHOTO_TARGET_BYTES) break;
  }
  return smallest ? asJpegFile(smallest, file) : file;
}
