import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '@/components/ui/feedback';
import { ApiRequestError, failureOf, isAppWideFailure } from '@/lib/http';
import { localized } from '@/lib/i18n';
import { savePointMemberError } from '@/lib/point-member-error';
import { brandPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { redeemQrCode } from './api/redeem-qr-code';
import { verifyCustomer } from './api/verify-customer';
import { redeemFailure } from './redeem-rules';

export interface RedeemBillCodeOptions {
  /** The member's mobile number, which VerifyCustomer looks the member up by. */
  mobile: string;
}

/**
 * Verifies the member for a bill code, then redeems it (spec 4, QR redeem). Resolves to the
 * points earned, or null after a failure was handled per spec 8: the error-point-member page
 * (with its reason stored) or the default error modal.
 */
export function useRedeemBillCode({ mobile }: RedeemBillCodeOptions) {
  const navigate = useNavigate();
  return useCallback(
    async (code: string): Promise<number | null> => {
      try {
        const { customer_id: customerId } = await verifyCustomer({
          brandRef: storage.brandRef() ?? '',
          customerMobileNo: mobile,
          code,
        });
        const { point } = await redeemQrCode({ customerId, qrCode: code });
        return point;
      } catch (error) {
        // An ended session or no consent: the shell has already taken over.
        if (error instanceof ApiRequestError && isAppWideFailure(error)) return null;
        const failure = failureOf(error);
        const outcome = redeemFailure(failure);
        if (outcome.type === 'error-page') {
          savePointMemberError(outcome.reason);
          void navigate(brandPath('authentication.error-point-member'));
        } else {
          feedback.open({
            preset: 'warning',
            type: 'danger',
            title: localized(failure.title_th, failure.title_en),
            description: localized(failure.message_th, failure.message_en),
          });
        }
        return null;
      }
    },
    [mobile, navigate],
  );
}
