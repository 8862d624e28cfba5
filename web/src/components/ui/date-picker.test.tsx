import { act, render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { birthDateLimits, toIsoDate } from '@/lib/dates';
import type { DateRange } from './calendar-model';
import { DatePicker } from './date-picker';
import { DateRangePicker } from './date-range-picker';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/profile/points-history', element },
      { path: '/home', element },
    ],
    { initialEntries: ['/profile/points-history'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const day = (name: string) => screen.getByRole('button', { name });

describe('DatePicker', () => {
  it('opens on the value month with Buddhist years and picks a day', async () => {
    const onChange = vi.fn();
    const onClose = vi.fn();
    renderInRouter(
      <DatePicker open value={new Date(2024, 2, 10)} onChange={onChange} onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: 'เลือกวันที่' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เลือกปี (ขณะนี้ มีนาคม 2567)' })).toBeInTheDocument();
    expect(day('10 มีนาคม 2567')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(day('15 มีนาคม 2567'));
    expect(toIsoDate(onChange.mock.calls[0]![0] as Date)).toBe('2024-03-15');
    expect(onClose).toHaveBeenCalled();
  });

  it('disables days outside min and max and those the callback refuses', async () => {
    const onChange = vi.fn();
    renderInRouter(
      <DatePicker
        open
        value={null}
        min={new Date(2024, 2, 5)}
        max={new Date(2024, 2, 25)}
        selectable={(d) => d.getDay() !== 0}
        onChange={onChange}
        onClose={() => undefined}
      />,
    );
    expect(day('4 มีนาคม 2567')).toBeDisabled();
    expect(day('26 มีนาคม 2567')).toBeDisabled();
    expect(day('10 มีนาคม 2567')).toBeDisabled(); // a Sunday
    expect(day('11 มีนาคม 2567')).toBeEnabled();
    await userEvent.click(day('4 มีนาคม 2567'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'เดือนถัดไป' })).toBeDisabled();
  });

  it('picks a year from the Buddhist year list', async () => {
    renderInRouter(
      <DatePicker
        open
        value={new Date(2024, 2, 10)}
        onChange={() => undefined}
        onClose={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^เลือกปี/ }));
    const years = screen
      .getAllByRole('button', { pressed: false })
      .filter((b) => /^\d{4}$/.test(b.textContent ?? ''));
    expect(years[0]).toHaveTextContent('2513');
    expect(screen.getByRole('button', { name: '2567', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2580' }));
    expect(screen.getByRole('button', { name: /^เลือกปี/ })).toHaveTextContent('มีนาคม 2580');
  });

  it('lists birth years from 120 years back to this year and no later day', async () => {
    const today = new Date(2026, 10, 24);
    renderInRouter(
      <DatePicker
        open
        value={null}
        onChange={() => undefined}
        onClose={() => undefined}
        {...birthDateLimits(today)}
      />,
    );
    expect(day('25 พฤศจิกายน 2569')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'เดือนถัดไป' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /^เลือกปี/ }));
    const years = screen
      .getAllByRole('button')
      .filter((b) => /^\d{4}$/.test(b.textContent ?? ''))
      .map((b) => b.textContent);
    expect([years[0], years.at(-1), years.length]).toEqual(['2449', '2569', 121]);
    await userEvent.click(screen.getByRole('button', { name: '2460' }));
    expect(screen.getByRole('button', { name: /^เลือกปี/ })).toHaveTextContent('พฤศจิกายน 2460');
  });

  it('closes on a route change', async () => {
    const onClose = vi.fn();
    const router = renderInRouter(
      <DatePicker open value={null} onChange={() => undefined} onClose={onClose} />,
    );
    await act(() => router.navigate('/home'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('DateRangePicker', () => {
  const initial: DateRange = { start: new Date(2024, 2, 10), end: new Date(2024, 2, 12) };

  function summary() {
    const dialog = screen.getByRole('dialog');
    return within(dialog)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
  }

  it('follows the click rules and commits on Apply', async () => {
    const onApply = vi.fn();
    const onClose = vi.fn();
    renderInRouter(<DateRangePicker open value={initial} onApply={onApply} onClose={onClose} />);
    expect(summary()).toEqual(['10 มี.ค. 2567', '12 มี.ค. 2567']);

    await userEvent.click(day('20 มีนาคม 2567'));
    expect(summary()).toEqual(['20 มี.ค. 2567', '20 มี.ค. 2567']);

    await userEvent.click(day('18 มีนาคม 2567'));
    expect(summary()).toEqual(['18 มี.ค. 2567', '18 มี.ค. 2567']);

    await userEvent.click(day('18 มีนาคม 2567'));
    expect(summary()).toEqual(['-', '-']);

    await userEvent.click(day('5 มีนาคม 2567'));
    await userEvent.click(day('8 มีนาคม 2567'));
    expect(summary()).toEqual(['5 มี.ค. 2567', '8 มี.ค. 2567']);
    expect(day('6 มีนาคม 2567')).toHaveAttribute('data-in-range');

    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    const applied = onApply.mock.calls[0]![0] as DateRange;
    expect([toIsoDate(applied.start!), toIsoDate(applied.end!)]).toEqual([
      '2024-03-05',
      '2024-03-08',
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('applies one day as a range that starts and ends on it', async () => {
    const onApply = vi.fn();
    renderInRouter(<DateRangePicker open value={initial} onApply={onApply} onClose={vi.fn()} />);
    await userEvent.click(day('20 มีนาคม 2567'));
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    const applied = onApply.mock.calls[0]![0] as DateRange;
    expect([toIsoDate(applied.start!), toIsoDate(applied.end!)]).toEqual([
      '2024-03-20',
      '2024-03-20',
    ]);
  });

  it('restores the previous range on Cancel', async () => {
    const onApply = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <DateRangePicker
            open={open}
            value={initial}
            onApply={onApply}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    renderInRouter(<Harness />);
    await userEvent.click(day('20 มีนาคม 2567'));
    expect(summary()).toEqual(['20 มี.ค. 2567', '20 มี.ค. 2567']);
    await userEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(summary()).toEqual(['10 มี.ค. 2567', '12 มี.ค. 2567']);
  });
});
