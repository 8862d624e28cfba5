import { expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction';

it('answers the first tap or key once', () => {
  for (const first of ['pointerdown', 'keydown']) {
    const target = new EventTarget();
    const then = vi.fn();
    onFirstInteraction(then, target);
    target.dispatchEvent(new Event(first));
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(then, first).toHaveBeenCalledOnce();
  }
});

it('answers nothing once stopped', () => {
  const target = new EventTarget();
  const then = vi.fn();
  onFirstInteraction(then, target)();
  target.dispatchEvent(new Event('pointerdown'));
  expect(then).not.toHaveBeenCalled();
});
