import sharp from 'sharp';
import type { WebAppIconFile } from '@crm/contract/web-app';
import type { FileStorage } from '../../lib/file-storage';
import { iconSize, type WebAppLook } from './service';

/** Logos are checked at upload; this only keeps a huge SVG from unpacking into a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Drawn icons kept in memory: a handful per brand, each a few kilobytes. */
const KEPT_ICONS = 200;
const drawn = new Map<string, Buffer>();

/** A white star on the brand colour, for a brand without a logo (and the product itself). */
function starMark(color: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${color}" d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7.1L12 17.3 5.8 21l1.6-7.1L2 9.2l7.1-.6z"/></svg>`,
  );
}

/**
 * The icon `file` of the brand's installed app: the logo on the brand's bar colour, inside the
 * maskable safe zone (the middle 80%) for maskable icons and nearly edge to edge for plain ones.
 * Drawn once per logo and colour.
 */
export async function drawWebAppIcon(
  storage: FileStorage,
  look: WebAppLook,
  file: WebAppIconFile,
): Promise<Buffer> {
  const key = `${look.brandRef ?? ''}:${look.version}:${file}`;
  const kept = drawn.get(key);
  if (kept) return kept;

  const size = iconSize(file);
  const inner = Math.round(size * (file.startsWith('maskable') ? 0.6 : 0.84));
  const logo = look.logo && (await storage.get(look.logo.storageKey));
  const mark = await sharp(logo ?? starMark(look.colors.primary), {
    limitInputPixels: MAX_INPUT_PIXELS,
    density: 300,
  })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const icon = await sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: look.colors['navbar-background'],
    },
  })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();

  if (drawn.size >= KEPT_ICONS) drawn.delete(drawn.keys().next().value!);
  drawn.set(key, icon);
  return icon;
}
