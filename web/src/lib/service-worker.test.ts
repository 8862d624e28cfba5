import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markFirstScreenDrawn } from './first-screen';
import { registerServiceWorker } from './service-worker';

const worker = vi.hoisted(() => ({
  listeners: new Map<string, () => void>(),
  register: vi.fn(async () => undefined),
  messageSkipWaiting: vi.fn(),
  created: vi.fn(),
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string, options: unknown) {
      worker.created(url, options);
    }
    addEventListener(type: string, listener: () => void) {
      worker.listeners.set(type, listener);
    }
    register = worker.register;
    messageSkipWaiting = worker.messageSkipWaiting;
  },
}));

beforeEach(() => {
  worker.listeners.clear();
  vi.clearAllMocks();
  vi.stubEnv('PROD', true);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function giveServiceWorkers() {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
}

/** The first screen is drawn, and the worker's wait after it runs out. */
async function firstScreenDrawn() {
  markFirstScreenDrawn();
  await vi.runAllTimersAsync();
}

describe('registerServiceWorker', () => {
  it('registers the worker of the whole site a while after the first screen is drawn', async () => {
    giveServiceWorkers();
    registerServiceWorker(vi.fn());
    await vi.advanceTimersByTimeAsync(100);
    expect(worker.created).not.toHaveBeenCalled();
    await firstScreenDrawn();
    await vi.waitFor(() => expect(worker.register).toHaveBeenCalled());
    expect(worker.created).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers a waiting version, and switches to it and reloads only when asked', async () => {
    giveServiceWorkers();
    const onUpdate = vi.fn();
    registerServiceWorker(onUpdate);
    await firstScreenDrawn();
    await vi.waitFor(() => expect(worker.listeners.has('waiting')).toBe(true));
    worker.listeners.get('waiting')!();
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    const reload = onUpdate.mock.calls[0]![0] as () => void;
    reload();
    expect(worker.messageSkipWaiting).toHaveBeenCalled();
    expect(worker.listeners.has('controlling')).toBe(true);
  });

  it("does nothing where the browser has no service workers (LINE's in-app browser)", async () => {
    registerServiceWorker(vi.fn());
    await firstScreenDrawn();
    expect(worker.created).not.toHaveBeenCalled();
  });

  it('does nothing outside a production build', async () => {
    vi.stubEnv('PROD', false);
    giveServiceWorkers();
    registerServiceWorker(vi.fn());
    await firstScreenDrawn();
    expect(worker.created).not.toHaveBeenCalled();
  });
});
