import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { brandPath } from '@/lib/routes';
import type { FlowStep } from './sign-in-flow';

/** Navigates to a step of the flow, with the brand in the URL. */
export function useGo() {
  const navigate = useNavigate();
  return useCallback(
    (step: FlowStep, options?: NavigateOptions) =>
      void navigate(brandPath(step.route, step.query), options),
    [navigate],
  );
}
