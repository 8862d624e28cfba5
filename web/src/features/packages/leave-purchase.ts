import { useEffect } from 'react';
import { storage } from '@/lib/storage';

/** Spec 4: leaving a package history detail forgets the transaction and the open-code flag. */
export function useForgetPurchaseOnLeave(): void {
  useEffect(() => () => storage.remove('transactionId', 'openModal'), []);
}
