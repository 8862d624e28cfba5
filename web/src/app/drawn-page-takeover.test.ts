import { QueryClient } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';

import { drawnPageTakeover, TAKEOVER_WAIT_MS } from './drawn-page-takeover';

const doneYet = async (done: Promise<void>) => {
  let settled = false;
  void done.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 30));
  return settled;
};

/** A query whose answer waits for the returned function. */
function heldQuery(client: QueryClient, key: string) {
  let answer: () => void = () => undefined;
  const fetched = client.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))),
  });
  return { answer: () => answer(), fetched };
}

it('waits for the first data, and for what its answer asks next', async () => {
  const client = new QueryClient();
  const profile = heldQuery(client, 'profile');
  const layout = heldQuery(client, 'layout');
  let section: ReturnType<typeof heldQuery> | undefined;
  // As home's layout names its sections' lists, asked for once it has come.
  void layout.fetched.then(() => (section = heldQuery(client, 'section')));
  const takeover = drawnPageTakeover(client, { longestWaitMs: 60_000 });
  expect(await doneYet(takeover)).toBe(false);

  profile.answer();
  layout.answer();
  expect(await doneYet(takeover)).toBe(false);
  section!.answer();
  await expect(takeover).resolves.toBeUndefined();
});

it('takes over at once when nothing is coming', async () => {
  expect(await doneYet(drawnPageTakeover(new QueryClient()))).toBe(true);
});

it('takes over at a tap or a key, without waiting for the data', async () => {
  for (const type of ['pointerdown', 'keydown']) {
    const client = new QueryClient();
    heldQuery(client, 'profile');
    const target = new EventTarget();
    const takeover = drawnPageTakeover(client, { longestWaitMs: 60_000, target });
    expect(await doneYet(takeover)).toBe(false);
    target.dispatchEvent(new Event(type));
    expect(await doneYet(takeover), type).toBe(true);
  }
});

it('takes over without the data once the longest wait has passed', async () => {
  vi.useFakeTimers();
  try {
    const client = new QueryClient();
    heldQuery(client, 'profile');
    let done = false;
    void drawnPageTakeover(client).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  } finally {
    vi.useRealTimers();
  }
});
