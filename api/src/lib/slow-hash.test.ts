import { describe, expect, it } from 'vitest';
import { hashSecret, secretMatches, unmatchableHash } from './slow-hash';

/** '246813' hashed at a lower cost (N=2^10) than today's: parameters can be raised later. */
const OLDER_HASH =
  'scrypt$1024$8$1$MDEyMzQ1Njc4OWFiY2RlZg$Kk-CPs9dWxfS1-Y7WVwGtGubpISfQF3zZpaSlKYXfkM';

describe('slow hashes of chosen secrets', () => {
  it('salts each hash, carries its parameters and matches only its own secret', async () => {
    const [first, second] = await Promise.all([hashSecret('246813'), hashSecret('246813')]);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await secretMatches('246813', first)).toBe(true);
    expect(await secretMatches('246814', first)).toBe(false);
  });

  it('verifies a hash made with other parameters by the ones it carries', async () => {
    expect(await secretMatches('246813', OLDER_HASH)).toBe(true);
    expect(await secretMatches('135792', OLDER_HASH)).toBe(false);
  });

  it('refuses what is not one of its hashes, and matches nothing to the unmatchable one', async () => {
    for (const stored of ['', 'bcrypt$10$abc', 'scrypt$x$8$1$salt$key', OLDER_HASH.slice(0, 30)]) {
      expect(await secretMatches('246813', stored)).toBe(false);
    }
    expect(await secretMatches('', await unmatchableHash())).toBe(false);
  });
});
