import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { InfoModal } from './info-modal';

function Page({ onConfirm }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <InfoModal
      visible={open}
      onClose={() => setOpen(false)}
      headerImage="/points.png"
      headerImageSize={96}
      titleText="คุณได้รับแต้มจากบิล + 20 คะแนน"
      detailText="ขอบคุณที่ใช้บริการ"
      onConfirm={onConfirm}
    />
  );
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/home', element },
      { path: '/profile', element },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('InfoModal', () => {
  it('shows the image, title, detail and the default confirm button only', () => {
    renderAt(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'คุณได้รับแต้มจากบิล + 20 คะแนน' });
    expect(dialog).toHaveAccessibleDescription('ขอบคุณที่ใช้บริการ');
    expect(dialog.querySelector('img')).toHaveAttribute('width', '96');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['ตกลง']);
  });

  it('closes and then runs the confirm callback', async () => {
    const onConfirm = vi.fn();
    renderAt(<Page onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on any route change', async () => {
    const router = renderAt(<Page />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => router.navigate('/profile'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows both buttons with custom labels when asked', () => {
    renderAt(
      <InfoModal
        visible
        onClose={() => undefined}
        titleText="Title"
        showCancel
        cancelText="ไม่ใช่ตอนนี้"
        confirmText="ไปเลย"
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['ไม่ใช่ตอนนี้', 'ไปเลย']);
  });
});
