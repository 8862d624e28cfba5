import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { APP_ENTRY_ATTRIBUTE, APP_STYLE_ATTRIBUTE, startAppAfterPaint } from './boot';
import { applyAppStylesheet } from './lib/app-stylesheet';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.replaceChildren();
});

const bootScript = (entry: string, style?: string) => {
  const script = document.createElement('script');
  script.setAttribute(APP_ENTRY_ATTRIBUTE, entry);
  if (style) script.setAttribute(APP_STYLE_ATTRIBUTE, style);
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

it.each(['load', 'error'])(
  "fetches the app's stylesheet after the paint and runs the entry once it has come (%s)",
  async (outcome) => {
    bootScript('/assets/index-abc.js', '/assets/index-def.css');
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const load = vi.fn(() => Promise.resolve());
    const stylesheet = () => document.head.querySelector<HTMLLinkElement>('link[rel=stylesheet]');
    expect(stylesheet()).toBeNull();
    startAppAfterPaint(document, load);
    await vi.advanceTimersByTimeAsync(0);
    expect(stylesheet()?.getAttribute('href')).toBe('/assets/index-def.css');
    const preload = document.head.querySelector('link[rel=modulepreload]');
    expect(preload?.getAttribute('href')).toBe('/assets/index-abc.js');
    await vi.advanceTimersByTimeAsync(500);
    expect(load).not.toHaveBeenCalled();
    stylesheet()!.dispatchEvent(new Event(outcome));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-abc.js');
    expect(document.head.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
    // Fetched, not applied: the app applies it with its first screen.
    expect(stylesheet()!.media).toBe('print');
    applyAppStylesheet();
    expect(stylesheet()!.media).toBe('all');
  },
);
