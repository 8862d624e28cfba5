import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/common/api/query-client';
import { ConsoleProviders } from '@/common/providers';
import { ScanButton } from './camera-scanner';

const detect = vi.fn<() => Promise<{ rawValue: string }[]>>();
vi.mock('./detector', () => ({ barcodeReader: () => ({ detect }) }));

function renderScanner() {
  const onRead = vi.fn();
  render(
    <ConsoleProviders queryClient={queryClient} mantineEnv="test">
      <ScanButton label="สแกนบัตรสมาชิก" onRead={onRead} />
    </ConsoleProviders>,
  );
  return onRead;
}

function withCamera(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
}

afterEach(() => {
  vi.restoreAllMocks();
  detect.mockReset();
});

describe('Scanning with the camera', () => {
  it('reads a code with the back camera, then stops the camera', async () => {
    const stop = vi.fn();
    const getUserMedia = vi.fn(
      async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream,
    );
    withCamera(getUserMedia);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    detect.mockResolvedValueOnce([]).mockResolvedValue([{ rawValue: 'M0001234' }]);
    const onRead = renderScanner();
    await userEvent.click(screen.getByRole('button', { name: 'สแกนบัตรสมาชิก' }));

    await vi.waitFor(() => expect(onRead).toHaveBeenCalledWith('M0001234'));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    // The camera stops as the dialog closes, just after the code is handed on.
    await vi.waitFor(() => expect(stop).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the camera is refused, and lets the cashier type instead', async () => {
    withCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderScanner();
    await userEvent.click(screen.getByRole('button', { name: 'สแกนบัตรสมาชิก' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่ได้รับอนุญาตให้ใช้กล้อง');
    await userEvent.click(screen.getByRole('button', { name: 'พิมพ์เองแทน' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so on a device without a camera', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    renderScanner();
    await userEvent.click(screen.getByRole('button', { name: 'สแกนบัตรสมาชิก' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบกล้องบนอุปกรณ์นี้');
  });
});
