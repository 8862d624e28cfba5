import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { routePath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import type { FlowStep } from './sign-in-flow';

/** The stored brand, as every path of the app carries it. */
export function brandContext() {
  return { brandRef: storage.brandRef(), isGlobal: storage.get('isGlobal') };
}

/** Navigates to a route by name, with the brand in the URL. */
export function useGo() {
  const navigate = useNavigate();
  return useCallback(
    (step: FlowStep, options?: NavigateOptions) =>
      void navigate(routePath(step.route, step.query, brandContext()), options),
    [navigate],
  );
}
