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
export type PointMemberError =
  | { reason: 'invalidCustomer' }
  | { reason: 'campaignExpired' }
  | { reason: 'newNumber'; mobile: string };

/*
 * Read by hand, not by a schema: the points flows load this once home is drawn, and a schema
 * library would come with it.
 */
function asPointMemberError(value: unknown): PointMemberError | null {
  if (typeof value !== 'object' || value === null) return null;
  const { reason, mobile } = value as { reason?: unknown; mobile?: unknown };
  if (reason === 'invalidCustomer' || reason === 'campaignExpired') return { reason };
  if (reason === 'newNumber' && typeof mobile === 'string') return { reason, mobile };
  return null;
}

/** Keeps the reason for the page, or forgets any earlier one (the page then says its default). */
export function savePointMemberError(error: PointMemberError | null): void {
  if (error) storage.setJson('invalidCustomer', error);
  else storage.remove('invalidCustomer');
}

export function loadPointMemberError(): PointMemberError | null {
  return asPointMemberError(storage.getJson('invalidCustomer'));
}
