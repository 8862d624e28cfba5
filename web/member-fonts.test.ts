import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fontsourceFile,
  fontsourceRanges,
  LATIN_BASIC_RANGE,
  latinRestRange,
  madeFaces,
  parseUnicodeRange,
  WEIGHTS,
  writeMemberFonts,
} from './member-fonts';

const src = path.join(import.meta.dirname, 'src');
const appFiles = (pattern: RegExp) =>
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(src, file), 'utf8'));

describe('the made Latin face', () => {
  const basic = parseUnicodeRange(LATIN_BASIC_RANGE);
  const rest = parseUnicodeRange(latinRestRange());

  it("and fontsource's rest of Latin share no character and together cover its Latin subset", () => {
    expect([...basic].filter((point) => rest.has(point))).toEqual([]);
    expect(new Set([...basic, ...rest])).toEqual(parseUnicodeRange(fontsourceRanges.latin));
  });

  it("holds every character of the app's texts that the Thai face does not", () => {
    const thai = parseUnicodeRange(fontsourceRanges.thai);
    const missing = new Set<string>();
    for (const text of appFiles(/\.(json|tsx?)$/)) {
      for (const char of text) {
        const point = char.codePointAt(0)!;
        if (point >= 0x20 && !basic.has(point) && !thai.has(point)) missing.add(char);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

it("the app's styles use only the weights the made faces carry", () => {
  const weights = appFiles(/\.css$/).flatMap((css) =>
    [...css.matchAll(/font-weight:\s*(\d+)/g)].map((match) => Number(match[1])),
  );
  expect(weights.length).toBeGreaterThan(0);
  expect(weights.filter((weight) => weight < WEIGHTS.min || weight > WEIGHTS.max)).toEqual([]);
});

describe('writeMemberFonts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'member-fonts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes WOFF2 faces smaller than fontsource's and a stylesheet whose files all exist", async () => {
    await writeMemberFonts(dir);
    for (const face of madeFaces) {
      const made = readFileSync(path.join(dir, face.file));
      const source = statSync(fontsourceFile(face.from));
      expect(made.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(made.length).toBeLessThan(source.size * 0.6);
    }
    const css = readFileSync(path.join(dir, 'fonts.css'), 'utf8');
    const urls = [...css.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1]!);
    expect(urls).toHaveLength(4);
    for (const url of urls) expect(statSync(path.resolve(dir, url)).size).toBeGreaterThan(0);
    expect(css.match(/font-weight: 400 700;/g)).toHaveLength(4);
  });
});
