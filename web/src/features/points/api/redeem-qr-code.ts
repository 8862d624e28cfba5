import { http } from '@/lib/http';

/** GET /UniversalScanCode/RedeemQrCode: the caller words failures itself (spec 8). */
export function redeemQrCode(query: {
  customerId: string;
  qrCode: string;
}): Promise<{ point: number; point_balance: number }> {
  return http.get('/UniversalScanCode/RedeemQrCode', { query, silent: true });
}
