import { useMutation } from '@tanstack/react-query';
import type { SmsConsentBody } from '@crm/contract/pdpa';
import { http } from '@/lib/http';

export function consentBySms(body: SmsConsentBody) {
  return http.post<{ is_consent: boolean }>('/customers/customer-consent-pdpa-by-sms', {
    body,
    silent: true,
  });
}

/** Consent through an SMS link; the page shows its own success and failure modals. */
export function useConsentBySms() {
  return useMutation({ mutationFn: consentBySms });
}
