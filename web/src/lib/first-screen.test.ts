import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { firstScreenGate } from './first-screen';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('holds work until the first screen is drawn, then runs it once', async () => {
  const { after: afterFirstScreen, markDrawn: markFirstScreenDrawn } = firstScreenGate();
  const task = vi.fn();
  afterFirstScreen(task);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(task).not.toHaveBeenCalled();
  markFirstScreenDrawn();
  markFirstScreenDrawn();
  await vi.runOnlyPendingTimersAsync();
  await vi.runOnlyPendingTimersAsync();
  expect(task).toHaveBeenCalledTimes(1);
});

it('runs work asked for after the first screen at the next idle moment', async () => {
  const { after: afterFirstScreen, markDrawn: markFirstScreenDrawn } = firstScreenGate();
  markFirstScreenDrawn();
  await vi.runOnlyPendingTimersAsync();
  const task = vi.fn();
  afterFirstScreen(task);
  expect(task).not.toHaveBeenCalled();
  await vi.runOnlyPendingTimersAsync();
  expect(task).toHaveBeenCalledTimes(1);
});

it('releases the work of a page that never draws after ten seconds', async () => {
  const { after: afterFirstScreen } = firstScreenGate();
  const task = vi.fn();
  afterFirstScreen(task);
  await vi.advanceTimersByTimeAsync(9_000);
  expect(task).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1_100);
  await vi.runOnlyPendingTimersAsync();
  expect(task).toHaveBeenCalledTimes(1);
});
