import { act, fireEvent, render, screen } from '@testing-library/preact';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { showOffline, showUpdateReady } from './toast';

describe('app-wide toasts', () => {
  it('offers a waiting version and reloads into it only on the button', async () => {
    render(<Toaster />);
    const reload = vi.fn();
    void act(() => showUpdateReady(reload));
    expect(await screen.findByText('มีเวอร์ชันใหม่')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    // A plain click: sonner's swipe handling wants pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'โหลดใหม่' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says once that the device is offline, however many calls fail', async () => {
    render(<Toaster />);
    void act(() => {
      showOffline();
      showOffline();
      showOffline();
    });
    expect(await screen.findAllByText('ไม่มีการเชื่อมต่ออินเทอร์เน็ต')).toHaveLength(1);
  });
});
