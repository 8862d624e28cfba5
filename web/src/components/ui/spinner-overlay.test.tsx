import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpinnerOverlayHost, spinner } from './spinner-overlay';

describe('spinner overlay', () => {
  it('shows while any show() is pending and hides after the matching hide()', () => {
    render(<SpinnerOverlayHost />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      spinner.show();
      spinner.show();
    });
    expect(screen.getByRole('status', { name: 'กำลังโหลด...' })).toBeInTheDocument();
    act(() => spinner.hide());
    expect(spinner.isVisible()).toBe(true);
    act(() => spinner.hide());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never counts below zero', () => {
    render(<SpinnerOverlayHost />);
    act(() => {
      spinner.hide();
      spinner.show();
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => spinner.hide());
    expect(spinner.isVisible()).toBe(false);
  });
});
