import { z } from 'zod';
import { storage } from './storage';

/**
 * Why the error-point-member page opened (spec 8), kept in storage (invalidCustomer) as a reason
 * the page words in the language it is shown in, rather than as text in the language of the
 * moment: the number is no member of the brand, the bill's campaign has ended, or a number
 * checked on point-member-test proved by its code to be new.
 *
 *   savePointMemberError({ reason: 'newNumber', mobile: '0812345678' })
 *   loadPointMemberError()   // the same, or null for none (or an earlier app's text)
 */
const pointMemberError = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('invalidCustomer') }),
  z.object({ reason: z.literal('campaignExpired') }),
  z.object({ reason: z.literal('newNumber'), mobile: z.string() }),
]);
export type PointMemberError = z.infer<typeof pointMemberError>;

/** Keeps the reason for the page, or forgets any earlier one (the page then says its default). */
export function savePointMemberError(error: PointMemberError | null): void {
  if (error) storage.setJson('invalidCustomer', error);
  else storage.remove('invalidCustomer');
}

export function loadPointMemberError(): PointMemberError | null {
  const parsed = pointMemberError.safeParse(storage.getJson('invalidCustomer'));
  return parsed.success ? parsed.data : null;
}
