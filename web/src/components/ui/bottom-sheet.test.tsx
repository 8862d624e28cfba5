import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { BottomSheet, SHEET_CLOSE_DISTANCE_PX, closeThresholdFraction } from './bottom-sheet';

/** vaul closes on release when the drag reaches height x threshold. */
const closesAfter = (dragPx: number, heightPx: number) =>
  dragPx >= heightPx * closeThresholdFraction(heightPx);

describe('bottom sheet close threshold', () => {
  it('is 100 px', () => {
    expect(SHEET_CLOSE_DISTANCE_PX).toBe(100);
  });

  it.each([200, 400, 844])('turns 100 px into a fraction of a %i px sheet', (height) => {
    expect(height * closeThresholdFraction(height)).toBeCloseTo(100);
    expect(closesAfter(99, height)).toBe(false);
    expect(closesAfter(100, height)).toBe(true);
  });

  it('asks for a full drag off when the sheet is 100 px or shorter, or not measured', () => {
    expect(closeThresholdFraction(80)).toBe(1);
    expect(closeThresholdFraction(100)).toBe(1);
    expect(closeThresholdFraction(0)).toBe(1);
    expect(closeThresholdFraction(Number.NaN)).toBe(1);
  });
});

describe('BottomSheet', () => {
  it('renders a named dialog with its content when open', () => {
    render(
      <BottomSheet open onOpenChange={() => undefined} title="Welcome Point">
        <p>+100</p>
      </BottomSheet>,
    );
    expect(screen.getByRole('dialog', { name: 'Welcome Point' })).toBeInTheDocument();
    expect(screen.getByText('+100')).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(
      <BottomSheet open={false} onOpenChange={() => undefined} title="Hidden">
        <p>body</p>
      </BottomSheet>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
