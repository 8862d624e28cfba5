import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Intl whose number and date formats count how many are made. */
function countingIntl() {
  const made = { numbers: 0, dates: 0 };
  const counting = <T extends new (...args: never[]) => object>(target: T, count: () => void) =>
    new Proxy(target, {
      construct(inner, args: ConstructorParameters<T>) {
        count();
        return new inner(...args);
      },
    });
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, {
      NumberFormat: counting(Intl.NumberFormat, () => made.numbers++),
      DateTimeFormat: counting(Intl.DateTimeFormat, () => made.dates++),
    }),
  );
  return made;
}

it('makes one format per task, so drawing points and dates later makes none', async () => {
  vi.resetModules();
  const made = countingIntl();
  const { warmIntl } = await import('./warm-intl');
  const { formatPoints } = await import('./format');
  const { formatDate } = await import('@crm/contract/dates');
  // Tasks queued here and run one at a time, apart from any timer other code has set.
  const tasks: (() => void)[] = [];
  const seen = [];
  const { setTimeout } = globalThis;
  globalThis.setTimeout = ((task: () => void) => tasks.push(task)) as typeof setTimeout;
  try {
    warmIntl();
    // Asked again (the router's prefetch after the boot script), it queues nothing more.
    warmIntl();
    expect(tasks).toHaveLength(1);
    expect(made).toEqual({ numbers: 0, dates: 0 });
    while (tasks.length > 0) {
      tasks.shift()!();
      seen.push({ ...made });
    }
  } finally {
    globalThis.setTimeout = setTimeout;
  }
  expect(seen).toEqual([
    { numbers: 1, dates: 0 },
    { numbers: 1, dates: 1 },
    { numbers: 1, dates: 2 },
  ]);
  expect(formatPoints(1234)).toBe('1,234');
  expect(formatDate('2024-01-05', 'full', 'th')).toBe('5 มกราคม 2567');
  expect(formatDate('2024-01-05', 'short', 'th')).toBe('5 ม.ค. 2567');
  expect(made).toEqual({ numbers: 1, dates: 2 });
});
