import { act, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SpinnerOverlayHost, spinner } from './spinner-overlay';

describe('spinner overlay', () => {
  it('shows while any show() is pending and hides after the matching hide()', () => {
    render(<SpinnerOverlayHost />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    void act(() => {
      spinner.show();
      spinner.show();
    });
    expect(screen.getByRole('status', { name: 'กำลังโหลด...' })).toBeInTheDocument();
    void act(() => spinner.hide());
    expect(spinner.isVisible()).toBe(true);
    void act(() => spinner.hide());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('attempt shows it during a call and gives the result, or undefined for a failure', async () => {
    let finish: (value: string) => void = () => undefined;
    const call = spinner.attempt(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(spinner.isVisible()).toBe(true);
    finish('done');
    await expect(call).resolves.toBe('done');
    expect(spinner.isVisible()).toBe(false);

    await expect(spinner.attempt(() => Promise.reject(new Error('refused')))).resolves.toBe(
      undefined,
    );
    expect(spinner.isVisible()).toBe(false);
  });

  it('never counts below zero', () => {
    render(<SpinnerOverlayHost />);
    void act(() => {
      spinner.hide();
      spinner.show();
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    void act(() => spinner.hide());
    expect(spinner.isVisible()).toBe(false);
  });
});
