import { expect, it } from 'vitest';
import { nextTask } from './next-task';

it("resolves after the task that asked, its microtasks included, and before a later task's timer", async () => {
  const order: string[] = [];
  const done = nextTask().then(() => order.push('next task'));
  void Promise.resolve().then(() => order.push('microtask'));
  order.push('same task');
  setTimeout(() => order.push('later timer'));
  await done;
  expect(order).toEqual(['same task', 'microtask', 'next task']);
});
