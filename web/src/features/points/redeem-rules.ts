/**
 * What a failed bill-code redeem leads to (spec 8): 'invalid customer' and any 422 go to the
 * error-point-member page, with the reason it words ('invalid customer', or a 422 saying
 * 'Point campaign is expired'); every other failure gets the default error modal.
 *
 *   redeemFailure(error)   // { type: 'error-page', reason } | { type: 'default-modal' }
 */
import type { ApiError } from '@crm/contract/envelope';
import type { PointMemberError } from '@/lib/point-member-error';

/** message_en of VerifyCustomer when the mobile is not the brand's member. */
export const INVALID_CUSTOMER_MESSAGE = 'invalid customer';
/** message_en of a 422 when the code's campaign has ended. */
export const CAMPAIGN_EXPIRED_MESSAGE = 'Point campaign is expired';

/** The stored action that opens the welcome-point sheet on home (spec 4). */
export const WELCOME_ACTION = 'welcome';

export type RedeemFailure =
  | {
      type: 'error-page';
      /** Why, for the page to say; null leaves its default. */
      reason: PointMemberError | null;
    }
  | { type: 'default-modal' };

export function redeemFailure(error: ApiError): RedeemFailure {
  if (error.message_en.trim().toLowerCase() === INVALID_CUSTOMER_MESSAGE) {
    return { type: 'error-page', reason: { reason: 'invalidCustomer' } };
  }
  if (error.http_status === 422) {
    return {
      type: 'error-page',
      reason: error.message_en === CAMPAIGN_EXPIRED_MESSAGE ? { reason: 'campaignExpired' } : null,
    };
  }
  return { type: 'default-modal' };
}
