import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PointsCollectionModal, type CollectingMember } from './points-collection-modal';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CollectingMember = {
  imageUrl: '',
  fullName: 'สมหญิง รักดี',
  mobile: '0812345678',
  code: '0812345678',
  points: 1250,
};
const gold = { iconUrl: '/img/gold-icon.svg', name: 'โกลด์' };

function renderModal(props: Partial<Parameters<typeof PointsCollectionModal>[0]> = {}) {
  const onEnterCode = vi.fn();
  render(
    <MemoryRouter>
      <PointsCollectionModal
        open
        onClose={vi.fn()}
        member={member}
        tier={gold}
        onEnterCode={onEnterCode}
        {...props}
      />
    </MemoryRouter>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'สะสมแต้ม' }), onEnterCode };
}

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('PointsCollectionModal', () => {
  it('shows the member, the masked mobile, the tier icon and the total points', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByText('แสดงรหัสนี้ให้พนักงานที่ร้านเพื่อสะสมแต้ม')).toBeInTheDocument();
    expect(within(dialog).getByText('สมหญิง รักดี')).toBeInTheDocument();
    expect(within(dialog).getByText('081 234 5678')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'ระดับ โกลด์' })).toHaveAttribute(
      'src',
      '/img/gold-icon.svg',
    );
    expect(within(dialog).getByText('แต้มสะสมทั้งหมด')).toBeInTheDocument();
    expect(within(dialog).getByText('1,250')).toBeInTheDocument();
    expect(within(dialog).getByText('แต้ม')).toBeInTheDocument();
  });

  it('marks points kept from an earlier visit with the time they were read, and live ones not', () => {
    const { dialog } = renderModal({ asOf: '2026-11-24T09:05:00' });
    expect(within(dialog).getByText('ข้อมูล ณ 24 พ.ย. 2569 09:05')).toBeInTheDocument();
    expect(within(dialog).getByText('1,250')).toBeInTheDocument();
  });

  it('says nothing of a time for live points', () => {
    const { dialog } = renderModal();
    expect(within(dialog).queryByText(/ข้อมูล ณ/)).not.toBeInTheDocument();
  });

  it('cuts a balance beyond six digits, reads it in full and shows it in full on a tap', async () => {
    const { dialog } = renderModal({ member: { ...member, points: 123_456_789 } });
    expect(within(dialog).getByText('123,456…')).toBeInTheDocument();
    const total = within(dialog).getByRole('button', { name: '123,456,789' });
    await userEvent.click(total);
    expect(total).toHaveTextContent(/^123,456,789/);
    expect(within(dialog).queryByText('123,456…')).not.toBeInTheDocument();
  });

  it('hides the tier icon when there is none to show (open system)', () => {
    const { dialog } = renderModal({ tier: null });
    expect(within(dialog).queryByRole('img', { name: /ระดับ/ })).toBeNull();
  });

  it('opens on the QR code and switches to the barcode and the text code', async () => {
    const { dialog } = renderModal();
    const qrTab = within(dialog).getByRole('tab', { name: 'คิวอาร์โค้ด' });
    expect(qrTab).toHaveAttribute('aria-selected', 'true');

    expect(within(dialog).getByRole('tabpanel', { name: 'คิวอาร์โค้ด' })).toBeVisible();

    // jsdom cannot draw the bars; the browser tests check the barcode itself.
    await userEvent.click(within(dialog).getByRole('tab', { name: 'บาร์โค้ด' }));
    expect(within(dialog).getByRole('tab', { name: 'บาร์โค้ด' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('tabpanel', { name: 'บาร์โค้ด' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('tab', { name: 'รหัส' }));
    const panel = within(dialog).getByRole('tabpanel', { name: 'รหัส' });
    expect(within(panel).getByText('081 234 5678')).toBeInTheDocument();
  });

  it("copies the mobile number and says 'คัดลอกสำเร็จ' for a second", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { dialog } = renderModal();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'รหัส' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'คัดลอกรหัส' }));
    expect(writeText).toHaveBeenCalledWith('0812345678');
    expect(toast.success).toHaveBeenCalledWith(
      'คัดลอกสำเร็จ',
      expect.objectContaining({ duration: 1000 }),
    );
  });

  it('offers typing a receipt code', async () => {
    const { dialog, onEnterCode } = renderModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'กรอกรหัสจากใบเสร็จ' }));
    expect(onEnterCode).toHaveBeenCalledOnce();
  });
});
