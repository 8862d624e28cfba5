import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const fontsource = '@fontsource-variable/noto-sans-thai';
/** A file of fontsource's package, as installed. */
export const fontsourceFile = (name: string) => require.resolve(`${fontsource}/files/${name}`);
const THAI_FILE = 'noto-sans-thai-thai-wght-normal.woff2';
const LATIN_FILE = 'noto-sans-thai-latin-wght-normal.woff2';
const LATIN_EXT_FILE = 'noto-sans-thai-latin-ext-wght-normal.woff2';
/** The character ranges of fontsource's subsets, as its own stylesheets declare them. */
export const fontsourceRanges = require(`${fontsource}/unicode.json`) as Record<
  'thai' | 'latin' | 'latin-ext',
  string
>;

const FAMILY = 'Noto Sans Thai Variable';

/** The weights the app's styles use: each made face carries only this part of the weight axis. */
export const WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The Latin characters of Thai and English text: ASCII and the punctuation the app's texts and
 * formats use (no-break and thin spaces, middle dot, dashes, quotes, bullet, ellipsis, minus).
 * Latin-1's accented letters and the rest of fontsource's Latin subset stay in its own file,
 * which a browser fetches only for a page that shows one of them.
 */
export const LATIN_BASIC_RANGE =
  'U+0000-007F,U+00A0,U+00B7,U+2009,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+202F,U+2212';

/** The faces made at build time, each preloaded by index.html: every first screen draws both. */
export const madeFaces = [
  {
    file: 'noto-sans-thai-thai-400-700.woff2',
    from: THAI_FILE,
    unicodeRange: fontsourceRanges.thai,
  },
  {
    file: 'noto-sans-thai-latin-basic-400-700.woff2',
    from: LATIN_FILE,
    unicodeRange: LATIN_BASIC_RANGE,
  },
] as const;

/** Where the made faces and their stylesheet are written; src/styles/global.css imports it. */
const FONTS_DIR = path.resolve(import.meta.dirname, '../node_modules/.cache/member-fonts');

type CodePoints = Set<number>;

export function parseUnicodeRange(range: string): CodePoints {
  const points: CodePoints = new Set();
  for (const part of range.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(first!, 16); point <= parseInt(last!, 16); point++) points.add(point);
  }
  return points;
}

function formatUnicodeRange(points: CodePoints): string {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    const [first, last] = [sorted[start]!, sorted[end]!];
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    start = end + 1;
  }
  return parts.join(',');
}

/** Fontsource's Latin subset without the characters of the made Latin face. */
export function latinRestRange(): string {
  const basic = parseUnicodeRange(LATIN_BASIC_RANGE);
  return formatUnicodeRange(
    new Set([...parseUnicodeRange(fontsourceRanges.latin)].filter((point) => !basic.has(point))),
  );
}

/** The printable characters of a range: what a face made for it must draw. */
function printable(range: string): string {
  return String.fromCodePoint(
    ...[...parseUnicodeRange(range)].filter((point) => point >= 0x20 && point !== 0x7f),
  );
}

const fontFace = (url: string, unicodeRange: string, weights: string) => `@font-face {
  font-family: '${FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weights};
  src: url('${url}') format('woff2-variations');
  unicode-range: ${unicodeRange};
}
`;

/**
 * The stylesheet of the app's text face: the made faces, and fontsource's own files for the rest
 * of Latin and for Latin Extended, with the ranges that do not overlap the made ones.
 */
function fontsStylesheet(dir: string): string {
  const fromDir = (file: string) => path.relative(dir, file).split(path.sep).join('/');
  const weights = `${WEIGHTS.min} ${WEIGHTS.max}`;
  return [
    ...madeFaces.map((face) => fontFace(`./${face.file}`, face.unicodeRange, weights)),
    fontFace(fromDir(fontsourceFile(LATIN_FILE)), latinRestRange(), weights),
    fontFace(fromDir(fontsourceFile(LATIN_EXT_FILE)), fontsourceRanges['latin-ext'], weights),
  ].join('\n');
}

/** Writes the made faces and their stylesheet into `dir`. */
export async function writeMemberFonts(dir: string = FONTS_DIR): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await Promise.all(
    madeFaces.map(async (face) => {
      const subset = await subsetFont(
        readFileSync(fontsourceFile(face.from)),
        printable(face.unicodeRange),
        {
          targetFormat: 'woff2',
          variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } },
        },
      );
      writeFileSync(path.join(dir, face.file), subset);
    }),
  );
  writeFileSync(path.join(dir, 'fonts.css'), fontsStylesheet(dir));
}

/**
 * The member app's text face, cut to what its first screens draw. Fontsource's Thai and Latin
 * files carry every weight from 100 to 900 and all of Latin-1 (58 kB together); the app uses
 * 400 to 700, and Thai and English text need ASCII and a little punctuation of Latin: the two
 * files a first screen fetches are made from them at build time, with HarfBuzz's subsetter and
 * instancer (subset-font), at under half the bytes. On a phone's connection they share the
 * bandwidth of the screen's largest picture.
 */
export function memberFonts(): Plugin {
  return {
    name: 'member-app:fonts',
    apply: (_, { mode }) => mode !== 'test',
    async buildStart() {
      await writeMemberFonts();
    },
  };
}
