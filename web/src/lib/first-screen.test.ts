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

it('waits for the browser to paint content, where it reports paints', async () => {
  let report: (() => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName: () => unknown[] }) => void) {}
    observe() {
      report = () => this.callback({ getEntriesByName: () => [{}] });
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  try {
    const gate = firstScreenGate();
    const task = vi.fn();
    gate.after(task);
    gate.markDrawn();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();
    report?.();
    await vi.advanceTimersByTimeAsync(0);
    await vi.runOnlyPendingTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
  } finally {
    vi.unstubAllGlobals();
  }
});

it('lets the work go at once when released before the first screen (a tap)', async () => {
  const gate = firstScreenGate();
  const task = vi.fn();
  gate.after(task);
  gate.release();
  await vi.runOnlyPendingTimersAsync();
  expect(task).toHaveBeenCalledTimes(1);
});

it('waits for what the page shows: its data and pictures still coming hold the work', async () => {
  const gate = firstScreenGate();
  const task = vi.fn();
  gate.after(task);
  let shown: () => void = () => undefined;
  gate.markDrawn(() => new Promise<void>((resolve) => (shown = resolve)));
  await vi.advanceTimersByTimeAsync(3_000);
  expect(task).not.toHaveBeenCalled();
  shown();
  await vi.runOnlyPendingTimersAsync();
  await vi.runOnlyPendingTimersAsync();
  expect(task).toHaveBeenCalledTimes(1);
});
