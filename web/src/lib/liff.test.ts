import { afterEach, describe, expect, it } from 'vitest';
import { couldBeInLine, takeLiffTry } from './liff';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';

afterEach(() => sessionStorage.clear());

describe('couldBeInLine', () => {
  it("knows LINE's in-app browser by its user agent", () => {
    expect(couldBeInLine(`${CHROME} Line/14.6.0/IAB`, '')).toBe(true);
    expect(couldBeInLine('Mozilla/5.0 (iPhone) Safari Line/13.20.1 LIFF', '')).toBe(true);
    expect(couldBeInLine(CHROME, '?brandRef=demo')).toBe(false);
    // A brand or a word that only looks like it.
    expect(couldBeInLine(`${CHROME} Airline/2`, '')).toBe(false);
  });

  it('knows a LIFF redirect by its liff.* parameters, in any browser', () => {
    expect(couldBeInLine(CHROME, '?liff.state=%2Fhome&brandRef=demo')).toBe(true);
    expect(couldBeInLine(CHROME, '?liffMockUser=x')).toBe(false);
  });

  it("knows the return from LIFF's LINE Login by the LIFF client it names", () => {
    expect(couldBeInLine(CHROME, '?code=c&state=s&liffClientId=1657&brandRef=demo')).toBe(true);
    expect(couldBeInLine(CHROME, '?code=c&state=s')).toBe(false);
  });
});

describe('takeLiffTry', () => {
  it('allows one automatic sign-in per half minute, so a failed one cannot loop', () => {
    expect(takeLiffTry(1_000_000)).toBe(true);
    expect(takeLiffTry(1_010_000)).toBe(false);
    expect(takeLiffTry(1_031_000)).toBe(true);
  });
});
