import { describe, expect, it } from 'vitest';
import type { ApiError } from '@crm/contract/envelope';
import { redeemFailure } from './redeem-rules';

const error = (overrides: Partial<ApiError>): ApiError => ({
  http_status: 404,
  code: 'QR_CODE_NOT_FOUND',
  title_th: 'ไม่พบรหัส',
  message_th: 'ไม่พบรหัสนี้',
  title_en: 'Code not found',
  message_en: 'Code not found',
  ...overrides,
});

describe('redeemFailure', () => {
  it("sends 'invalid customer' to the error page with its reason", () => {
    expect(
      redeemFailure(
        error({
          code: 'INVALID_CUSTOMER',
          message_en: 'invalid customer',
          message_th: 'ไม่พบสมาชิก',
        }),
      ),
    ).toEqual({ type: 'error-page', reason: { reason: 'invalidCustomer' } });
  });

  it('sends a 422 to the error page, with a reason only for an expired campaign', () => {
    expect(
      redeemFailure(
        error({
          http_status: 422,
          code: 'POINT_CAMPAIGN_EXPIRED',
          message_en: 'Point campaign is expired',
          message_th: 'แคมเปญหมดอายุแล้ว',
        }),
      ),
    ).toEqual({ type: 'error-page', reason: { reason: 'campaignExpired' } });
    expect(
      redeemFailure(
        error({ http_status: 422, code: 'POINT_CAMPAIGN_NOT_STARTED', message_en: 'Not started' }),
      ),
    ).toEqual({ type: 'error-page', reason: null });
  });

  it('leaves everything else to the default error modal', () => {
    expect(redeemFailure(error({}))).toEqual({ type: 'default-modal' });
    expect(redeemFailure(error({ http_status: 409, code: 'QR_ALREADY_USED' }))).toEqual({
      type: 'default-modal',
    });
    expect(redeemFailure(error({ http_status: 0, code: 'NETWORK_ERROR' }))).toEqual({
      type: 'default-modal',
    });
  });
});
