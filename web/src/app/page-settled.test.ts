import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { pageSettled } from './page-settled';

// A frame of its own: jsdom's, shared by every file in the worker, can stall behind their work.
beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) =>
    setTimeout(() => frame(performance.now()), 16),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const settledYet = async (settled: Promise<void>) => {
  let done = false;
  void settled.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return done;
};

it("waits for the page's data, then for the pictures it loads at once", async () => {
  const client = new QueryClient();
  let answer: (value: string) => void = () => undefined;
  void client.fetchQuery({
    queryKey: ['list'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  const settled = pageSettled(client);
  expect(await settledYet(settled)).toBe(false);

  // The data draws a card whose picture is still coming, and one further down, loaded lazily.
  const card = Object.assign(document.createElement('img'), { src: '/card.svg' });
  const below = Object.assign(document.createElement('img'), { src: '/below.svg' });
  below.setAttribute('loading', 'lazy');
  document.body.append(card, below);
  answer('cards');
  expect(await settledYet(settled)).toBe(false);

  card.dispatchEvent(new Event('error'));
  // Waited for, not timed: a frame can take longer than a moment on a busy machine.
  await expect(settled).resolves.toBeUndefined();
});

it('settles at once on a page with nothing coming', async () => {
  await expect(pageSettled(new QueryClient())).resolves.toBeUndefined();
});
