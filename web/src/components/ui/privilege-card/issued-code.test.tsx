import { act, render, renderHook, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IssuedCode } from './issued-code';
import { formatCountdown, useCountdown } from './use-countdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('countdown', () => {
  it('formats minutes and seconds, with hours from an hour on', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('ticks down once a second to 0 and restarts when a new value arrives', () => {
    vi.useFakeTimers();
    const initialProps: { seconds: number | null } = { seconds: 3 };
    const { result, rerender } = renderHook(({ seconds }) => useCountdown(seconds), {
      initialProps,
    });
    expect(result.current).toBe(3);
    void act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(2);
    void act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(0);
    rerender({ seconds: 60 });
    expect(result.current).toBe(60);
    rerender({ seconds: null });
    expect(result.current).toBeNull();
  });
});

describe('IssuedCode', () => {
  it('shows the QR code first and the time left', () => {
    render(<IssuedCode code="K7PQ2M9X" remainingSeconds={899} />);
    expect(screen.getByRole('timer')).toHaveTextContent('โค้ดใช้ได้อีก 14:59');
    expect(screen.getByRole('tab', { name: 'คิวอาร์โค้ด' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the code never expires, has expired or was used', () => {
    const { rerender } = render(<IssuedCode code="K7PQ2M9X" remainingSeconds={null} />);
    expect(screen.getByRole('timer')).toHaveTextContent('โค้ดไม่มีวันหมดอายุ');
    rerender(<IssuedCode code="K7PQ2M9X" remainingSeconds={0} />);
    expect(screen.getByRole('timer')).toHaveTextContent('โค้ดหมดอายุแล้ว');
    rerender(<IssuedCode code="K7PQ2M9X" remainingSeconds={null} status="used" />);
    expect(screen.getByRole('status')).toHaveTextContent('ใช้สิทธิ์แล้วใช้โค้ดนี้แล้ว');
    expect(screen.queryByRole('tab', { name: 'คิวอาร์โค้ด' })).not.toBeInTheDocument();
  });

  it('shows, instead of the code, the branch and time the store used it', () => {
    render(
      <IssuedCode
        code="K7PQ2M9X"
        remainingSeconds={0}
        status="used"
        use={{
          used_at: '2025-01-05T14:07:00',
          used_branch_name_th: 'สาขาสยาม',
          used_branch_name_en: 'Siam',
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'ใช้สิทธิ์แล้วใช้แล้วที่สาขาสยาม เมื่อ 5 ม.ค. 2568 14:07',
    );
  });

  it('turns to expired when the countdown runs out', () => {
    vi.useFakeTimers();
    render(<IssuedCode code="K7PQ2M9X" remainingSeconds={2} />);
    expect(screen.getByRole('timer')).toHaveTextContent('โค้ดใช้ได้อีก 00:02');
    void act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('โค้ดหมดอายุแล้ว');
  });
});
