import { randomInt } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@crm/contract/operator-auth';
import { AppError } from '../../errors/app-error';
import { errorWith } from '../auth/errors';

let common: Set<string> | undefined;

/**
 * Whether people pick this password often enough for it to be guessed first: it is on
 * zxcvbn-ts's list of common passwords (about 49,000, from leaked-password corpora), compared
 * without case, or it is the login itself, or one character repeated.
 */
export function isCommonPassword(password: string, login?: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  const lower = password.toLowerCase();
  return common.has(lower) || lower === login?.toLowerCase() || /^(.)\1*$/su.test(password);
}

/** Refuses a new password that is too short or too common. */
export function checkNewPassword(password: string, login: string): void {
  if ([...password].length < PASSWORD_MIN_LENGTH)
    throw errorWith('PASSWORD_TOO_SHORT', { min: PASSWORD_MIN_LENGTH });
  if (isCommonPassword(password, login)) throw new AppError('PASSWORD_TOO_COMMON');
}

/* No 0/O, 1/l/I: a one-time password is read off a terminal or a screen and typed by hand. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time password of 3 groups of 5 (about 86 bits), e.g. `Xk7pQ-m2Nfa-9wRte`. */
export function oneTimePassword(): string {
  const group = () =>
    Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}
