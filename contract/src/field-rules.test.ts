import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, emailAddress, personName } from './field-rules';

const problemsOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('personName', () => {
  it('takes Thai and Latin names with spaces, hyphens, apostrophes and dots', () => {
    for (const name of [
      'สมชาย',
      'ณัฐพงศ์',
      'เฉลิมพระเกียรติ',
      'ไอยรา',
      "O'Brien",
      'O’Brien',
      'Jean-Luc',
      'St. John',
      'Nguyễn Thị',
      'José María',
      'ฤดี',
    ]) {
      expect(personName.safeParse(name).success, name).toBe(true);
    }
  });

  it('trims, keeps one space between words and composes accents', () => {
    expect(personName.parse('  สมชาย  ')).toBe('สมชาย');
    expect(personName.parse('Mary\u00A0\u00A0 Jane')).toBe('Mary Jane');
    expect(personName.parse('Jose\u0301')).toBe('José');
  });

  it('asks for a name when only spaces are given', () => {
    for (const blank of ['', '   ', '\u00A0\u3000']) {
      expect(problemsOf(personName.safeParse(blank)), JSON.stringify(blank)).toEqual(['required']);
    }
  });

  it(`says too long past ${NAME_MAX_LENGTH} characters`, () => {
    expect(personName.safeParse('ก'.repeat(NAME_MAX_LENGTH)).success).toBe(true);
    expect(problemsOf(personName.safeParse('ก'.repeat(NAME_MAX_LENGTH + 1)))).toEqual(['tooLong']);
    expect(problemsOf(personName.safeParse('a'.repeat(300)))).toEqual(['tooLong']);
  });

  it('refuses invisible, control and other characters', () => {
    for (const name of [
      '\u200B',
      '\u200B\u200C\u200D',
      '\uFEFF',
      '\u2060',
      'สม\u200Bชาย',
      'John\uFEFF',
      '\u200Eสมชาย',
      'Ali\u202Ece',
      'Tab\tName',
      'Line\nBreak',
      'Nul\u0000',
      'สมชาย123',
      '๑๒๓',
      'Smith & Sons',
      '<script>',
      'Jöhn😀',
      '-',
      '.',
      '\u0E48\u0E48',
      'Иван',
    ]) {
      expect(problemsOf(personName.safeParse(name)), JSON.stringify(name)).toEqual([
        'invalidCharacters',
      ]);
    }
  });
});

describe('emailAddress', () => {
  it('trims and takes an address or nothing', () => {
    expect(emailAddress.parse(' somchai@example.co.th ')).toBe('somchai@example.co.th');
    expect(emailAddress.parse('  ')).toBe('');
  });

  it('tells a malformed address from a too long one', () => {
    expect(problemsOf(emailAddress.safeParse('somchai@'))).toEqual(['invalidEmail']);
    expect(problemsOf(emailAddress.safeParse(`${'a'.repeat(250)}@example.com`))).toEqual([
      'tooLong',
    ]);
  });
});
