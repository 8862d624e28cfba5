import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SideNav } from './side-nav';

const brand = { brandRef: 'demo', isGlobal: 'false' };
const allOn = { isPrivilegeActive: true, isPackageActive: true };

describe('SideNav', () => {
  it("shows the brand's logo, the tabs with the current one marked, and the menu", async () => {
    const onOpenMenu = vi.fn();
    const { container } = render(
      <MemoryRouter>
        <SideNav
          current="privilege.detail"
          navbarMenu={allOn}
          brand={brand}
          logo="/logo-home.svg"
          onOpenMenu={onOpenMenu}
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/logo-home.svg');
    const nav = screen.getByRole('navigation', { name: 'เมนูหลัก' });
    expect(Array.from(nav.querySelectorAll('a'), (link) => link.textContent)).toEqual([
      'หน้าหลัก',
      'สิทธิพิเศษ',
      'แพ็กเกจ',
      'บัตรสมาชิก',
      'โปรไฟล์',
    ]);
    expect(screen.getByRole('link', { name: 'สิทธิพิเศษ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'โปรไฟล์' })).toHaveAttribute(
      'href',
      '/profile?brandRef=demo&isGlobal=false',
    );

    await userEvent.click(screen.getByRole('button', { name: 'เมนูเพิ่มเติม' }));
    expect(onOpenMenu).toHaveBeenCalledOnce();
  });

  it('leaves out privilege and package when the brand turns them off', () => {
    render(
      <MemoryRouter>
        <SideNav
          current="home"
          navbarMenu={{ isPrivilegeActive: false, isPackageActive: false }}
          brand={brand}
          logo={undefined}
          onOpenMenu={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'หน้าหลัก',
      'บัตรสมาชิก',
      'โปรไฟล์',
    ]);
  });
});
