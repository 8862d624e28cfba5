/**
 * `useRouteChange(callback)`: runs `callback` after the pathname changes (not on mount). Query
 * changes do not count, because the shell rewrites brandRef/isGlobal into the URL on every route.
 * `useCloseOnRouteChange(open, onClose)`: for overlays that close on any route change.
 * Both must be used inside the router.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLatest } from '@/lib/use-latest';

export function useRouteChange(callback: (pathname: string) => void): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const latest = useLatest(callback);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    latest.current(pathname);
  }, [pathname, latest]);
}

export function useCloseOnRouteChange(open: boolean, onClose: () => void): void {
  useRouteChange(() => {
    if (open) onClose();
  });
}
