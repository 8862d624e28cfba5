import { Suspense } from 'react';
import { deferred } from '@/components/ui/deferred';
import { useProfile } from '@/lib/api/profile';
import { withNamespaces } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { isBlockedByWithdrawal } from '../withdrawn-consent';

const WithdrawnWarning = deferred(
  withNamespaces(['pdpa'], () =>
    import('./withdrawn-warning').then((module) => module.WithdrawnWarning),
  ),
);

export interface WithdrawnConsentGateProps {
  /** The page is where the member reads the policy and consents again: no warning there. */
  exempt: boolean;
}

/**
 * Spec 4: a member who withdrew PDPA consent cannot use the app. On every member page a warning
 * that cannot be closed from outside says so: 'ยกเลิก' signs them out to the login page,
 * 'ยอมรับ' opens home.pdpa to consent again. A call the API refuses with CONSENT_WITHDRAWN
 * reloads the profile (reportConsentRefusal), which opens it too.
 */
export function WithdrawnConsentGate({ exempt }: WithdrawnConsentGateProps) {
  const signedIn = storage.get('userToken') !== null;
  const profile = useProfile(signedIn);
  if (exempt || !signedIn || !profile.data || !isBlockedByWithdrawal(profile.data)) return null;
  return (
    <Suspense fallback={null}>
      <WithdrawnWarning />
    </Suspense>
  );
}
