/**
 * What a failed bill-code redeem leads to (spec 8): 'invalid customer' and any 422 go to the
 * error-point-member page, which shows the stored text ('invalid customer', or a 422 saying
 * 'Point campaign is expired'); every other failure gets the default error modal.
 *
 *   redeemFailure(error)   // { type: 'error-page', text } | { type: 'default-modal' }
 */
import type { ApiError } from '@crm/contract/envelope';

/** message_en of VerifyCustomer when the mobile is not the brand's member. */
export const INVALID_CUSTOMER_MESSAGE = 'invalid customer';
/** message_en of a 422 when the code's campaign has ended. */
export const CAMPAIGN_EXPIRED_MESSAGE = 'Point campaign is expired';

/** The stored action that opens the welcome-point sheet on home (spec 4). */
export const WELCOME_ACTION = 'welcome';

export type RedeemFailure =
  | { type: 'error-page'; /** Text for the page to show; null keeps none. */ text: string | null }
  | { type: 'default-modal' };

export function redeemFailure(error: ApiError): RedeemFailure {
  if (error.message_en.trim().toLowerCase() === INVALID_CUSTOMER_MESSAGE) {
    return { type: 'error-page', text: error.message_th };
  }
  if (error.http_status === 422) {
    return {
      type: 'error-page',
      text: error.message_en === CAMPAIGN_EXPIRED_MESSAGE ? error.message_th : null,
    };
  }
  return { type: 'default-modal' };
}
