import { randomInt } from 'node:crypto';
import { AppError } from '../../errors/app-error';

/** No 0/O, 1/I/L: staff type these codes by hand when a scanner fails. */
const UNAMBIGUOUS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)];
  return code;
}

/** A store code: 31^10 values keep guessing out of reach. */
export const storeCode = () => randomCode(10);

/** A transaction id shown in history, e.g. PV-7KQ2M9XD4TAB. */
export const transactionIdWith = (prefix: string) => `${prefix}-${randomCode(12)}`;

/**
 * Runs an insert of fresh random values until one is not taken. `insert` draws new values on
 * every call and returns undefined when a unique code or id already existed.
 */
export async function insertWithFreshCode<T>(insert: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insert();
    if (row !== undefined) return row;
  }
  throw new AppError('CONFLICT', 'Could not draw a unique code');
}
