import { describe, expect, it } from 'vitest';
import type { NavItem } from '@crm/contract/navigation';
import { activeNavRef, visibleNavEntries } from './nav-entries';
import { sideMenuEntries } from './side-menu-entries';

const refs = (menu: { isPrivilegeActive: boolean; isPackageActive: boolean }) =>
  visibleNavEntries(menu).map((entry) => entry.navRef);

describe('visibleNavEntries', () => {
  it('shows five entries by default: shop stays hidden', () => {
    expect(refs({ isPrivilegeActive: true, isPackageActive: true })).toEqual([
      'home',
      'privilege',
      'package',
      'profile.member-info',
      'profile',
    ]);
  });

  it('removes privilege and package when the brand turns them off', () => {
    expect(refs({ isPrivilegeActive: false, isPackageActive: true })).toEqual([
      'home',
      'package',
      'profile.member-info',
      'profile',
    ]);
    expect(refs({ isPrivilegeActive: false, isPackageActive: false })).toEqual([
      'home',
      'profile.member-info',
      'profile',
    ]);
  });
});

describe('activeNavRef', () => {
  it("follows the route's activeTab, else the route's own name", () => {
    expect(activeNavRef('privilege.detail')).toBe('privilege');
    expect(activeNavRef('privilege.history-detail')).toBe('profile');
    expect(activeNavRef('profile.member-info')).toBe('profile.member-info');
    expect(activeNavRef('sample.page')).toBe('sample.page');
    expect(activeNavRef(undefined)).toBeUndefined();
  });
});

describe('sideMenuEntries', () => {
  const item = (nav_key: string, is_display: boolean): NavItem => ({
    nav_key,
    name_en: nav_key,
    name_th: nav_key,
    active_icon: '/a.svg',
    inactive_icon: '/i.svg',
    is_display,
  });

  it('keeps displayed entries that name a route, in server order', () => {
    const entries = sideMenuEntries([
      item('profile.points-history', true),
      item('package', false),
      item('no-such-route', true),
      item('home', true),
      item('constructor', true),
    ]);
    expect(entries.map((entry) => entry.route)).toEqual(['profile.points-history', 'home']);
  });
});
