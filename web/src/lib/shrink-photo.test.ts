import { beforeEach, describe, expect, it, vi } from 'vitest';
import type Compressor from 'compressorjs';
import { PHOTO_MAX_SIDE, shrinkPhoto } from './shrink-photo';

/** What the fake canvas encoder answers, one entry per encoding: a size, or an error. */
let outcomes: (number | Error)[] = [];
const used: Compressor.Options[] = [];

// jsdom has no canvas: the library is replaced at its boundary by an encoder of the given sizes.
vi.mock('compressorjs', () => ({
  default: class {
    constructor(_file: File, options: Compressor.Options) {
      used.push(options);
      const outcome = outcomes.shift() ?? new Error('no outcome');
      queueMicrotask(() => {
        if (outcome instanceof Error) options.error?.(outcome);
        else options.success?.(new Blob([new Uint8Array(outcome)], { type: 'image/jpeg' }));
      });
    }
  },
}));

const MB = 1024 * 1024;
const photo = (bytes: number, name = 'IMG_0001.HEIC', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  outcomes = [];
  used.length = 0;
});

describe('shrinkPhoto', () => {
  it('turns a full-size phone photo into a JPEG of at most 1280 px and 1 MB', async () => {
    outcomes = [400 * 1024];
    const shrunk = await shrinkPhoto(photo(8 * MB, 'IMG_0001.jpeg'));
    expect(shrunk).toBeInstanceOf(File);
    expect(shrunk.name).toBe('IMG_0001.jpg');
    expect(shrunk.type).toBe('image/jpeg');
    expect(shrunk.size).toBe(400 * 1024);
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({
      maxWidth: PHOTO_MAX_SIDE,
      maxHeight: PHOTO_MAX_SIDE,
      mimeType: 'image/jpeg',
      strict: false,
    });
    expect(PHOTO_MAX_SIDE).toBe(1280);
  });

  it('encodes a busy picture again at lower qualities until it weighs 1 MB or less', async () => {
    outcomes = [2 * MB, 1.5 * MB, 900 * 1024];
    const shrunk = await shrinkPhoto(photo(9 * MB, 'noise.png', 'image/png'));
    expect(used.map((options) => options.quality)).toEqual([0.82, 0.6, 0.4]);
    expect(shrunk.size).toBe(900 * 1024);
    expect(shrunk.name).toBe('noise.jpg');
  });

  it('keeps the lightest encoding when none reaches 1 MB', async () => {
    outcomes = [3 * MB, 2 * MB, 2.5 * MB];
    expect((await shrinkPhoto(photo(9 * MB))).size).toBe(2 * MB);
  });

  it('hands back the file itself when the browser cannot draw it', async () => {
    outcomes = [new Error('Failed to load the image.')];
    const heic = photo(3 * MB, 'IMG_0002.HEIC', 'image/heic');
    expect(await shrinkPhoto(heic)).toBe(heic);
  });
});
