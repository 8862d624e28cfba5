import { render, screen } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomNav } from './bottom-nav';

const brand = { brandRef: 'demo', isGlobal: 'false' };
const allOn = { isPrivilegeActive: true, isPackageActive: true };

describe('BottomNav', () => {
  it('labels the tabs in Thai and links them with the brand', () => {
    render(
      <MemoryRouter>
        <BottomNav current="home" navbarMenu={allOn} brand={brand} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'หน้าหลัก',
      'สิทธิพิเศษ',
      'แพ็กเกจ',
      'บัตรสมาชิก',
      'โปรไฟล์',
    ]);
    expect(screen.getByRole('link', { name: 'บัตรสมาชิก' })).toHaveAttribute(
      'href',
      '/profile/member-info?brandRef=demo&isGlobal=false',
    );
  });

  it("marks the current route's tab, following its activeTab", () => {
    render(
      <MemoryRouter>
        <BottomNav current="profile.points-history" navbarMenu={allOn} brand={brand} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'โปรไฟล์' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'หน้าหลัก' })).not.toHaveAttribute('aria-current');
  });

  it('leaves out privilege and package when the brand turns them off', () => {
    render(
      <MemoryRouter>
        <BottomNav
          current="home"
          navbarMenu={{ isPrivilegeActive: false, isPackageActive: false }}
          brand={brand}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'สิทธิพิเศษ' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'แพ็กเกจ' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
