import { expect, type APIRequestContext } from '@playwright/test';
import { BRAND_REF, type Member } from './fixtures/member';

/*
 * Points for a test member, collected the way a member does at a store: a bill code (made by the
 * development endpoint POST /dev/scan-codes, standing in for the store's back office), verified
 * for the member's mobile and redeemed with their own token.
 */
const API = '/api/v1.0';

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export async function givePoints(
  request: APIRequestContext,
  member: Pick<Member, 'token' | 'mobile'>,
  points: number,
): Promise<void> {
  const { codes } = await data<{ codes: string[] }>(
    await request.post(`${API}/dev/scan-codes`, { data: { brandRef: BRAND_REF, points } }),
  );
  const code = codes[0]!;
  const { customer_id } = await data<{ customer_id: string }>(
    await request.get(
      `${API}/UniversalScanCode/VerifyCustomer?brandRef=${BRAND_REF}&customerMobileNo=${member.mobile}&code=${code}`,
    ),
  );
  const redeemed = await data<{ point_balance: number }>(
    await request.get(
      `${API}/UniversalScanCode/RedeemQrCode?customerId=${customer_id}&qrCode=${code}`,
      {
        headers: { authorization: `Bearer ${member.token}` },
      },
    ),
  );
  expect(redeemed.point_balance).toBeGreaterThanOrEqual(points);
}
