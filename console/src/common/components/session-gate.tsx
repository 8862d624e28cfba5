import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionEndReason, useSession } from '../session/session';
import { signInLink } from '../sign-in-link';

/** Signed-in screens only: a session that ends anywhere (sign-out, a refused token) lands on sign-in. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    // After a sign-out the next operator starts from home; after an expiry, from here.
    const ended = sessionEndReason() ?? 'expired';
    const next = ended === 'expired' ? location.pathname + location.search : undefined;
    return <Navigate to={signInLink({ ended, next })} replace />;
  }
  return children;
}
