import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { memberProfile } from '@/test/member-profile';
import { ProfileBar } from './profile-bar';

const profile = memberProfile({
  point: 12_345_678,
  point_exp_date_approaching: '2025-12-31',
  point_exp_points_approaching: 2_500_000,
});

function renderBar() {
  const onOpenPoints = vi.fn();
  render(
    <MemoryRouter>
      <ProfileBar
        profile={profile}
        tier={null}
        profilePath="/profile"
        onOpenPoints={onOpenPoints}
        onEnterCode={vi.fn()}
      />
    </MemoryRouter>,
  );
  return { onOpenPoints };
}

describe('ProfileBar with a large balance', () => {
  it('cuts the points beyond six digits and names the button with the full amount', async () => {
    const { onOpenPoints } = renderBar();
    const button = screen.getByRole('button', {
      name: 'แต้มสะสม 12,345,678 แต้ม แสดงรหัสสะสมแต้ม',
    });
    expect(within(button).getByText('12,345,6…')).toBeInTheDocument();
    expect(within(button).getByTitle('12,345,678')).toBeInTheDocument();
    // The tap opens the points-collection modal, which shows the amount in full on a tap.
    await userEvent.click(within(button).getByText('12,345,6…'));
    expect(onOpenPoints).toHaveBeenCalled();
  });

  it('cuts the expiring points too, in full on a tap', async () => {
    renderBar();
    const line = screen.getByText(/แต้มจะหมดอายุ 31 ธ.ค. 2568$/);
    expect(line).toHaveTextContent(/^2,500,00…/);
    await userEvent.click(within(line).getByRole('button', { name: '2,500,000' }));
    expect(line).toHaveTextContent(/^2,500,000.*แต้มจะหมดอายุ 31 ธ.ค. 2568$/);
  });
});

describe('ProfileBar offline', () => {
  it('draws the kept card, its points marked with their time, and still opens the modal', async () => {
    const onOpenPoints = vi.fn();
    render(
      <MemoryRouter>
        <ProfileBar
          profile={undefined}
          savedCard={{
            brandRef: 'demo',
            code: '0812345678',
            fullName: 'มะลิ ทดสอบ',
            firstName: 'มะลิ',
            mobile: '0812345678',
            points: 980,
            tier: null,
            savedAt: '2026-11-24T09:05:00',
          }}
          tier={null}
          profilePath="/profile"
          onOpenPoints={onOpenPoints}
          onEnterCode={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('ข้อมูล ณ 24 พ.ย. 2569 09:05')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'สะสมแต้ม' }));
    expect(onOpenPoints).toHaveBeenCalled();
  });
});
