import { storage } from '@/lib/storage';

/**
 * After a redeem the app shows the new code on the history detail: it opens the code at once
 * (openModal) and its back button returns to the privilege list, not to the spent detail
 * (checkIssueCP, spec 2.9).
 */
export function rememberIssue(transactionId: string): void {
  storage.set('transactionId', transactionId);
  storage.set('openModal', 'true');
  storage.set('checkIssueCP', 'true');
}

/** Spec 4: leaving a history detail forgets the transaction and the open-code flag. */
export function forgetIssue(): void {
  storage.remove('transactionId', 'openModal');
}
