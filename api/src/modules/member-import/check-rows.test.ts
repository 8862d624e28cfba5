import { describe, expect, it } from 'vitest';
import { checkRow, dayOf, mobileOf } from './check-rows';
import { decodeFile, readImportFile } from './read-file';

const tiers = [
  { id: 1, nameTh: 'ซิลเวอร์', nameEn: 'Silver' },
  { id: 2, nameTh: 'โกลด์', nameEn: 'Gold' },
];
const TODAY = '2026-11-24';

describe('import rows', () => {
  it('reads mobile numbers the way spreadsheets and people write them', () => {
    expect(mobileOf('0812345678')).toBe('0812345678');
    expect(mobileOf('081-234-5678')).toBe('0812345678');
    expect(mobileOf('+66 81 234 5678')).toBe('0812345678');
    expect(mobileOf('66812345678')).toBe('0812345678');
    // Excel drops the leading zero of a number column.
    expect(mobileOf('812345678')).toBe('0812345678');
    expect(mobileOf('021234567')).toBeNull();
    expect(mobileOf('08123')).toBeNull();
    expect(mobileOf('abc')).toBeNull();
  });

  it('reads Gregorian and Buddhist dates, refusing days that do not exist', () => {
    expect(dayOf('1987-04-15')).toBe('1987-04-15');
    expect(dayOf('15/04/2530')).toBe('1987-04-15');
    expect(dayOf('5/1/1990')).toBe('1990-01-05');
    expect(dayOf('2567-02-29')).toBe('2024-02-29');
    expect(dayOf('30/02/2530')).toBeNull();
    expect(dayOf('15-04-1987')).toBeNull();
  });

  it('turns a good row into a member with its tier, gender and points', () => {
    const checked = checkRow(
      {
        mobile_no: '081-234-5678',
        first_name: ' สมชาย ',
        last_name: 'ใจดี',
        birth_date: '15/04/2530',
        gender: 'ชาย',
        email: 'Somchai@Example.com',
        opening_points: '1,200',
        points_expire_on: '31/12/2569',
        tier: 'gold',
      },
      2,
      tiers,
      TODAY,
    );
    expect(checked).toEqual({
      ok: true,
      row: {
        line: 2,
        mobileNo: '0812345678',
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        birthdate: '1987-04-15',
        gender: 'male',
        email: 'Somchai@Example.com',
        openingPoints: 1200,
        pointsExpireOn: '2026-12-31',
        tierId: 2,
      },
    });
  });

  it('names every problem of a bad row with its column and value', () => {
    const checked = checkRow(
      {
        mobile_no: '12345',
        first_name: 'x'.repeat(101),
        last_name: '\u200b',
        birth_date: '2999-01-01',
        gender: 'robot',
        email: 'not-an-email',
        opening_points: '12.5',
        points_expire_on: '2020-01-01',
        tier: 'Platinum',
      },
      7,
      tiers,
      TODAY,
    );
    expect(checked.ok).toBe(false);
    const problems = checked.ok ? [] : checked.problems;
    expect(problems.map((p) => [p.column, p.problem])).toEqual([
      ['mobile_no', 'invalidMobile'],
      ['first_name', 'tooLong'],
      ['last_name', 'invalidCharacters'],
      ['birth_date', 'invalidDate'],
      ['gender', 'notAnOption'],
      ['email', 'invalidEmail'],
      ['opening_points', 'notANumber'],
      ['points_expire_on', 'expiryInPast'],
      ['tier', 'unknownTier'],
    ]);
    expect(problems.every((p) => p.line === 7)).toBe(true);
    expect(problems[1]!.value).toHaveLength(60);
  });

  it('needs only a mobile number, and refuses points beyond ten million', () => {
    expect(checkRow({ mobile_no: '0899999999' }, 2, tiers, TODAY).ok).toBe(true);
    const missing = checkRow({ mobile_no: ' ' }, 3, tiers, TODAY);
    expect(missing.ok ? [] : missing.problems.map((p) => p.problem)).toEqual(['required']);
    const huge = checkRow({ mobile_no: '0899999999', opening_points: '10000001' }, 4, tiers, TODAY);
    expect(huge.ok ? [] : huge.problems.map((p) => p.problem)).toEqual(['outOfRange']);
  });
});

describe('import files', () => {
  it('reads Thai Excel files saved as Windows-874 with Thai headers', () => {
    // "เบอร์มือถือ,ชื่อ" then "0812345678,สม" in Windows-874.
    const header = Buffer.from([0xe0, 0xba, 0xcd, 0xc3, 0xec, 0xc1, 0xd7, 0xcd, 0xb6, 0xd7, 0xcd]);
    const bytes = Buffer.concat([
      header,
      Buffer.from(','),
      Buffer.from([0xaa, 0xd7, 0xe8, 0xcd]),
      Buffer.from('\r\n0812345678,'),
      Buffer.from([0xca, 0xc1]),
      Buffer.from('\r\n'),
    ]);
    const text = decodeFile(bytes);
    expect(text.startsWith('เบอร์มือถือ,ชื่อ')).toBe(true);
    expect(readImportFile(text, 10).rows).toEqual([{ mobile_no: '0812345678', first_name: 'สม' }]);
  });

  it('reads UTF-8 with a byte-order mark and semicolons, and lists columns it ignores', () => {
    const file = readImportFile('\uFEFFMobile_No;First Name;note\n0812345678;Ann;vip\n', 10);
    expect(file.rows).toEqual([{ mobile_no: '0812345678', first_name: 'Ann' }]);
    expect(file.ignoredColumns).toEqual(['note']);
  });

  it('refuses a file without a mobile column, without rows, or with too many', () => {
    expect(() => readImportFile('name\nAnn\n', 10)).toThrow(
      expect.objectContaining({ code: 'IMPORT_MOBILE_COLUMN_MISSING' }),
    );
    expect(() => readImportFile('mobile_no\n', 10)).toThrow(
      expect.objectContaining({ code: 'IMPORT_FILE_EMPTY' }),
    );
    expect(() => readImportFile('mobile_no\n1\n2\n3\n', 2)).toThrow(
      expect.objectContaining({ code: 'IMPORT_TOO_MANY_ROWS' }),
    );
    expect(() => readImportFile('mobile_no\n"unclosed\n', 10)).toThrow(
      expect.objectContaining({ code: 'IMPORT_FILE_UNREADABLE' }),
    );
  });
});
