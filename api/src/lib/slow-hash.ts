import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Secrets people choose (members' PINs, operators' passwords) are stored as scrypt with a salt
 * of their own. N=2^14, r=8 takes tens of milliseconds and 16 MiB per guess.
 */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const derive = (secret: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash so they can be raised later. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function secretMatches(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let unmatchable: Promise<string> | undefined;

/**
 * A hash nothing a person types matches (its secret is 64 random hex characters): checking
 * someone who has no secret against it takes the time a real check takes, so the answer's
 * timing does not tell who exists.
 */
export function unmatchableHash(): Promise<string> {
  unmatchable ??= hashSecret(randomBytes(32).toString('hex'));
  return unmatchable;
}
