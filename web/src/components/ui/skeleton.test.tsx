import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SkeletonCardList, skeletonCardCount } from './skeleton';

const initialWidth = window.innerWidth;
// As a browser does when the viewport's width changes.
const resizeTo = (width: number) => {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
};
afterEach(() => resizeTo(initialWidth));

describe('skeleton cards', () => {
  it('shows 3 cards on mobile and tablet, 4 on desktop (spec 2.4)', () => {
    expect(skeletonCardCount('mobile')).toBe(3);
    expect(skeletonCardCount('tablet')).toBe(3);
    expect(skeletonCardCount('miniDesktop')).toBe(4);
    expect(skeletonCardCount('bigDesktop')).toBe(4);
  });

  it('renders a busy status with the count for the current width', () => {
    resizeTo(1280);
    const { container } = render(<SkeletonCardList />);
    expect(screen.getByRole('status', { name: 'กำลังโหลดข้อมูล' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(container.querySelectorAll('[role="status"] > div')).toHaveLength(4);
  });

  it('takes an explicit count', () => {
    const { container } = render(<SkeletonCardList layout="horizontal" count={2} />);
    expect(container.querySelectorAll('[role="status"] > div')).toHaveLength(2);
  });
});
