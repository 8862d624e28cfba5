import { act } from '@testing-library/preact';
import { vi } from 'vitest';

/** Longer than Preact's wait for a frame (35 ms) when the browser shows none, as under jsdom. */
const FRAME_MS = 40;

/**
 * Moves fake timers on by `ms`, a frame at a time: Preact runs effects after the next frame, so
 * an effect set off by one step (a query that starts polling, a refetch) runs before the next.
 */
export async function advanceFrames(ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += FRAME_MS) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(FRAME_MS, ms - passed));
    });
  }
}

/** Waits for the next frame and the effects Preact runs after it, as a member's tap would. */
export function afterPaint(): Promise<void> {
  return act(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}
