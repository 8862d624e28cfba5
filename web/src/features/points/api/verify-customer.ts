import { http } from '@/lib/http';

/** GET /UniversalScanCode/VerifyCustomer: the caller words failures itself (spec 8). */
export function verifyCustomer(query: {
  brandRef: string;
  customerMobileNo: string;
  code: string;
}): Promise<{ customer_id: string }> {
  return http.get('/UniversalScanCode/VerifyCustomer', { query, silent: true });
}
