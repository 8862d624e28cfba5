/**
 * Device class by viewport width (spec 2.1): mobile <= 767, tablet 768-1199,
 * miniDesktop 1200-1919, bigDesktop >= 1920.
 *
 *   deviceClass(window.innerWidth)  // 'mobile' | 'tablet' | 'miniDesktop' | 'bigDesktop'
 *   const device = useDeviceClass(); // re-renders when the class changes on resize
 *   isDesktop(device)                // miniDesktop or bigDesktop
 */
import { useSyncExternalStore } from 'react';

export type DeviceClass = 'mobile' | 'tablet' | 'miniDesktop' | 'bigDesktop';

export const DEVICE_BREAKPOINTS = { tablet: 768, miniDesktop: 1200, bigDesktop: 1920 } as const;

export function deviceClass(width: number): DeviceClass {
  if (width >= DEVICE_BREAKPOINTS.bigDesktop) return 'bigDesktop';
  if (width >= DEVICE_BREAKPOINTS.miniDesktop) return 'miniDesktop';
  if (width >= DEVICE_BREAKPOINTS.tablet) return 'tablet';
  return 'mobile';
}

export function isDesktop(device: DeviceClass): boolean {
  return device === 'miniDesktop' || device === 'bigDesktop';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const current = (): DeviceClass => deviceClass(window.innerWidth);

/** Returns a string, so resizes within one class do not re-render. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, current, () => 'mobile');
}
