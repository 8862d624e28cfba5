import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Barcode, MemberCodeViews } from './code-views';
import { COPY_TOAST_MS, copyToClipboard } from './toast';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('copyToClipboard', () => {
  it("copies and shows 'คัดลอกสำเร็จ' for one second", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await expect(copyToClipboard('0812345678')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('0812345678');
    expect(toast.success).toHaveBeenCalledWith(
      'คัดลอกสำเร็จ',
      expect.objectContaining({ duration: COPY_TOAST_MS }),
    );
    expect(COPY_TOAST_MS).toBe(1000);
    vi.unstubAllGlobals();
  });

  it('reports failure when no copy route works', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    document.execCommand = vi.fn().mockReturnValue(false);
    await expect(copyToClipboard('x')).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalledWith(
      'คัดลอกไม่สำเร็จ',
      expect.objectContaining({ duration: 1000 }),
    );
    vi.unstubAllGlobals();
  });
});

describe('MemberCodeViews', () => {
  it('opens on the QR view and offers text, barcode and QR tabs', () => {
    render(<MemberCodeViews value="0812345678" text="081 234 5678" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['รหัส', 'บาร์โค้ด', 'คิวอาร์โค้ด']);
    expect(screen.getByRole('tab', { name: 'คิวอาร์โค้ด' })).toHaveAttribute('aria-selected', 'true');
  });

  it('copies the raw value from the text view', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<MemberCodeViews value="0812345678" text="081 234 5678" defaultView="text" />);
    expect(screen.getByText('081 234 5678')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'คัดลอกรหัส' }));
    expect(writeText).toHaveBeenCalledWith('0812345678');
    vi.unstubAllGlobals();
  });
});

describe('Barcode', () => {
  it('shows a message instead of a broken image for a value the format cannot take', () => {
    render(<Barcode value="12345" format="EAN13" />);
    expect(screen.getByText('ไม่สามารถสร้างรหัสได้')).toBeInTheDocument();
  });
});
