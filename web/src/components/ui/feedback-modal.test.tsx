import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_COLORS, feedback, resolveFeedback } from './feedback';
import type { FeedbackPreset } from './feedback';
import { FeedbackModalHost } from './feedback-modal';

afterEach(() => {
  void act(() => feedback.close());
});

function visibleButtons(preset: FeedbackPreset) {
  const resolved = resolveFeedback({ preset });
  return [resolved.cancel, resolved.confirm]
    .filter((button) => button.visible)
    .map((button) => button.defaultLabel);
}

describe('feedback presets', () => {
  it.each<[FeedbackPreset, string[]]>([
    ['success-close', ['close']],
    ['success', ['acknowledge']],
    ['warning', ['close']],
    ['warning-two-button', ['back', 'confirm']],
    ['danger', ['back', 'confirm']],
    ['very-danger', ['back', 'confirm']],
  ])('%s shows %j', (preset, labels) => {
    expect(visibleButtons(preset)).toEqual(labels);
  });

  it('uses the default colours, and a red confirm only for very-danger', () => {
    const danger = resolveFeedback({ preset: 'danger' });
    expect(danger.type).toBe('danger');
    expect(danger.confirm.color).toBe('#67AD5B');
    expect(danger.cancel).toMatchObject({ color: '#EFEFEF', textColor: '#777777' });
    expect(resolveFeedback({ preset: 'very-danger' }).confirm.color).toBe(FEEDBACK_COLORS.danger);
  });

  it('lets explicit options win over the preset, ignoring undefined fields', () => {
    const resolved = resolveFeedback({
      preset: 'danger',
      type: 'warning',
      cancel: { visible: false, label: undefined },
      confirm: { label: 'Retry', color: '#000000' },
    });
    expect(resolved.type).toBe('warning');
    expect(resolved.cancel.visible).toBe(false);
    expect(resolved.cancel.defaultLabel).toBe('back');
    expect(resolved.confirm).toMatchObject({ label: 'Retry', color: '#000000', visible: true });
  });

  it('has type other and both default buttons without a preset', () => {
    const resolved = resolveFeedback({});
    expect(resolved.type).toBe('other');
    expect(resolved.dismissible).toBe(true);
    expect([resolved.cancel.visible, resolved.confirm.visible]).toEqual([true, true]);
  });
});

describe('FeedbackModalHost', () => {
  it('shows the Thai default labels for back and confirm', () => {
    render(<FeedbackModalHost />);
    void act(() => feedback.open({ preset: 'danger', title: 'ลบข้อมูล?' }));
    expect(screen.getByRole('dialog', { name: 'ลบข้อมูล?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ย้อนกลับ' })).toHaveStyle({
      '--btn-bg': '#EFEFEF',
      '--btn-fg': '#777777',
    });
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toHaveStyle({ '--btn-bg': '#67AD5B' });
  });

  it('shows one close button for success-close; pressing it closes, clears and reports', async () => {
    const onClose = vi.fn();
    const onClick = vi.fn();
    render(<FeedbackModalHost />);
    void act(() =>
      feedback.open({ preset: 'success-close', title: 'Saved', onClose, confirm: { onClick } }),
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['ปิด']);
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(feedback.current()).toBeNull();
    expect(onClick).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lets a button callback open the next modal', async () => {
    render(<FeedbackModalHost />);
    void act(() =>
      feedback.open({
        preset: 'warning-two-button',
        title: 'First',
        confirm: { onClick: () => feedback.open({ preset: 'success', title: 'Second' }) },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'รับทราบ' })).toBeInTheDocument();
  });

  it('sanitises HTML in the title and description', async () => {
    render(<FeedbackModalHost />);
    void act(() =>
      feedback.open({
        title: '<b>Bold</b><img src="x" onerror="alert(1)">',
        description: '<p>Line</p><script>alert(2)</script>',
      }),
    );
    const dialog = screen.getByRole('dialog');
    expect(await screen.findByText('Line')).toBeInTheDocument();
    expect(dialog.querySelector('b')?.textContent).toBe('Bold');
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    expect(dialog.querySelector('script')).toBeNull();
    expect(screen.getByText('Line')).toBeInTheDocument();
  });

  it('closes on Escape when dismissible, and stays when not', async () => {
    const onClose = vi.fn();
    render(<FeedbackModalHost />);
    void act(() => feedback.open({ preset: 'warning', title: 'Stay', dismissible: false }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    void act(() => feedback.open({ preset: 'warning', title: 'Go', onClose }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('names an untitled modal by its type', () => {
    render(<FeedbackModalHost />);
    void act(() => feedback.open({ preset: 'danger', description: 'Oops' }));
    expect(screen.getByRole('dialog', { name: 'เกิดข้อผิดพลาด' })).toBeInTheDocument();
  });
});

describe('feedback.onRouteChange', () => {
  it('keeps the modal open on home and closes it on any other route without callbacks', () => {
    const onClose = vi.fn();
    feedback.open({ preset: 'danger', title: 'x', onClose });
    feedback.onRouteChange('/home');
    feedback.onRouteChange('/home/');
    expect(feedback.current()).not.toBeNull();
    feedback.onRouteChange('/home/pdpa');
    expect(feedback.current()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on the profile route', () => {
    feedback.open({ preset: 'success' });
    feedback.onRouteChange('/profile');
    expect(feedback.current()).toBeNull();
  });
});
