import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@crm/contract/images';
import { AppError } from '../../errors/app-error';

/*
 * Every uploaded image (member photos, logos, covers, banners) goes through here: its first bytes
 * must say JPEG, PNG, WebP or HEIF and sharp must agree, and it is stored re-encoded as WebP, so
 * nothing of the original's metadata (EXIF, location, camera) and no smuggled content survives.
 */

/** Refuses decompression bombs: a 5 MB file may not unpack into more pixels than a big phone photo. */
const MAX_INPUT_PIXELS = 50_000_000;

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'heif';
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the file's first bytes claim, whatever its name or declared type says. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const ascii = (start: number, end: number) => bytes.toString('latin1', start, end);
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'heif';
  return undefined;
}

export interface ImageBox {
  /** Largest width and height kept; smaller images are not enlarged. */
  width: number;
  height: number;
  /** WebP quality; logos keep more detail than photos. */
  quality?: number;
}

export const WEBP = 'image/webp';

/**
 * Checks an upload and re-encodes it as WebP fitting inside `box`, turned upright, transparency
 * kept. Too large: IMAGE_TOO_LARGE (413); not an image sharp reads: IMAGE_UNSUPPORTED.
 */
export async function normalizeImage(bytes: Buffer, box: ImageBox): Promise<Buffer> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('IMAGE_TOO_LARGE');
  const claimed = sniffImageFormat(bytes);
  if (!claimed)
    throw new AppError('IMAGE_UNSUPPORTED', 'The file is not a JPEG, PNG, WebP or HEIF image');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== claimed) throw new Error(`content is ${format}, header says ${claimed}`);
    return await image
      .rotate()
      .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: box.quality ?? 82 })
      .toBuffer();
  } catch {
    throw new AppError('IMAGE_UNSUPPORTED', 'The image could not be read');
  }
}
