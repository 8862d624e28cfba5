import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@crm/contract/operator-auth';

/* Lower-case letters and digits without look-alikes, in two groups of five (about 50 bits each). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A fresh set of recovery codes, shown once, e.g. `k7pqm-2nfa9`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** Whether the text is shaped like a recovery code (rather than an authenticator's 6 digits). */
export const looksLikeRecoveryCode = (code: string) =>
  /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());

/**
 * How a recovery code is stored: random codes need no slow hash, SHA-256 is enough. Case and
 * the dash are ignored, as people type them.
 */
export function recoveryCodeHash(code: string): string {
  const normal = code.trim().toLowerCase().replace('-', '');
  return createHash('sha256').update(normal).digest('base64url');
}
