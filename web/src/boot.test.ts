import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { APP_ENTRY_ATTRIBUTE, startAppAfterPaint } from './boot';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
});

const bootScript = (entry: string) => {
  const script = document.createElement('script');
  script.setAttribute(APP_ENTRY_ATTRIBUTE, entry);
  document.body.append(script);
};

it('runs the entry the server named once, after the next frame', async () => {
  bootScript('/assets/index-abc.js');
  let frame: FrameRequestCallback = () => undefined;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frame = callback;
    return 1;
  });
  const load = vi.fn(() => Promise.resolve());
  startAppAfterPaint(document, load);
  await vi.advanceTimersByTimeAsync(500);
  expect(load).not.toHaveBeenCalled();
  frame(0);
  expect(load).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(0);
  expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-abc.js');
  await vi.advanceTimersByTimeAsync(2_000);
  expect(load).toHaveBeenCalledTimes(1);
});

it('starts a hidden page, which paints no frame, after a second', async () => {
  bootScript('/assets/index-abc.js');
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  const load = vi.fn(() => Promise.resolve());
  startAppAfterPaint(document, load);
  await vi.advanceTimersByTimeAsync(900);
  expect(load).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(200);
  expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-abc.js');
});

it('does nothing on a page without a named entry', async () => {
  const load = vi.fn(() => Promise.resolve());
  startAppAfterPaint(document, load);
  await vi.advanceTimersByTimeAsync(2_000);
  expect(load).not.toHaveBeenCalled();
});
