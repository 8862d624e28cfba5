import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { ApiRequestError, http, setHttpErrorListener } from './http';
import { storage } from './storage';

const failure = (status: number, code: string) => ({
  status,
  body: {
    error: {
      http_status: status,
      code,
      title_th: 'ผิดพลาด',
      message_th: 'ผิดพลาด',
      title_en: 'Failed',
      message_en: 'Failed',
    },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  setHttpErrorListener(() => undefined);
});

/** The codes the shell was told about while `call` ran; the call's own failure is swallowed. */
async function reported(call: () => Promise<unknown>): Promise<string[]> {
  const codes: string[] = [];
  setHttpErrorListener((error) => codes.push(error.error.code));
  await expect(call()).rejects.toBeInstanceOf(ApiRequestError);
  return codes;
}

describe('silent calls', () => {
  it('leave ordinary failures to the caller', async () => {
    storage.set('userToken', 'token');
    fakeApi({ 'POST /privilege/List': failure(503, 'UNAVAILABLE') });
    expect(await reported(() => http.post('/privilege/List', { silent: true }))).toEqual([]);
  });

  it("still tell the shell that the member's session is over or there is no consent", async () => {
    storage.set('userToken', 'token');
    fakeApi({
      'POST /privilege/List': failure(401, 'UNAUTHORIZED'),
      'GET /UniversalScanCode/RedeemQrCode': failure(403, 'CONSENT_WITHDRAWN'),
      'GET /UniversalScanCode/VerifyCustomer': failure(403, 'CONSENT_REQUIRED'),
    });
    expect(await reported(() => http.post('/privilege/List', { silent: true }))).toEqual([
      'UNAUTHORIZED',
    ]);
    expect(
      await reported(() => http.get('/UniversalScanCode/RedeemQrCode', { silent: true })),
    ).toEqual(['CONSENT_WITHDRAWN']);
    expect(
      await reported(() => http.get('/UniversalScanCode/VerifyCustomer', { silent: true })),
    ).toEqual(['CONSENT_REQUIRED']);
  });

  it('keep a 401 to a visitor, who has no session to expire', async () => {
    fakeApi({ 'POST /CustomerAccount/ValidateUsername': failure(401, 'UNAUTHORIZED') });
    expect(
      await reported(() => http.post('/CustomerAccount/ValidateUsername', { silent: true })),
    ).toEqual([]);
  });
});
