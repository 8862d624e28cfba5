import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { SubHeader } from './sub-header';

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

function renderHistory(detail: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <Where /> },
      { path: '/privilege', element: <Where /> },
      { path: '/privilege/detail', element: detail },
    ],
    { initialEntries: ['/profile', '/privilege/detail'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
}

describe('SubHeader back', () => {
  it('goes back in history by default', async () => {
    renderHistory(<SubHeader title="รายละเอียด" />);
    expect(screen.getByRole('heading', { name: 'รายละเอียด' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.getByRole('status')).toHaveTextContent('/profile');
  });

  it("goes to privilege, with the brand, when checkIssueCP is 'true'", async () => {
    storage.set('checkIssueCP', 'true');
    storage.setSession('brand', 'demo');
    renderHistory(<SubHeader title="รายละเอียด" />);
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(screen.getByRole('status')).toHaveTextContent('/privilege?brandRef=demo&isGlobal=false');
  });

  it('uses the onBack prop when given', async () => {
    const onBack = vi.fn();
    renderHistory(<SubHeader title="x" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'ย้อนกลับ' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe('SubHeader extras', () => {
  it('shows the QR icon button only with a handler', async () => {
    const onRightClick = vi.fn();
    renderHistory(<SubHeader title="x" onRightClick={onRightClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'แสดงคิวอาร์โค้ด' }));
    expect(onRightClick).toHaveBeenCalledOnce();
  });

  it('has no right button without a handler, and can hide back', () => {
    renderHistory(<SubHeader title="x" showBack={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders a breadcrumb whose last item is the current page', async () => {
    const onClick = vi.fn();
    renderHistory(
      <SubHeader
        title="x"
        breadcrumb={[
          { label: 'โปรไฟล์', to: '/profile' },
          { label: 'สิทธิพิเศษ', onClick },
          { label: 'รายละเอียด' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'เส้นทางนำทาง' });
    expect(nav).toHaveTextContent('โปรไฟล์สิทธิพิเศษรายละเอียด');
    expect(screen.getByText('รายละเอียด')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'สิทธิพิเศษ' }));
    expect(onClick).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('link', { name: 'โปรไฟล์' }));
    expect(screen.getByRole('status')).toHaveTextContent('/profile');
  });
});
