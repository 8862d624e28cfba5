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

/*
 * The class is kept here and worked out again only when the window is resized. Reading
 * window.innerWidth while the page has changes pending makes the browser lay the page out there
 * and then, and React asks for the snapshot at every render of every component that uses it:
 * home's first screen spent tens of milliseconds of a slow phone's CPU in such layouts.
 */
let known: DeviceClass | undefined;
const listeners = new Set<() => void>();

function current(): DeviceClass {
  if (known === undefined) {
    known = deviceClass(window.innerWidth);
    window.addEventListener('resize', () => {
      const next = deviceClass(window.innerWidth);
      if (next === known) return;
      known = next;
      for (const listener of listeners) listener();
    });
  }
  return known;
}

function subscribe(onChange: () => void): () => void {
  current();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Returns a string, so resizes within one class do not re-render. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, current, () => 'mobile');
}
