import type { JSX, SVGProps } from 'react';
import type { Tab } from '@/lib/routes';

/*
 * Bottom-bar icons. Inactive ones are outlines; active ones are solid in the current colour with
 * their inner lines cut out in the pill colour (--navbar-active-background).
 */
interface TabIconProps {
  active: boolean;
}

const cutout = 'var(--navbar-active-background)';

function Frame(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  );
}

const shape = (active: boolean) =>
  active
    ? { fill: 'currentColor', stroke: 'currentColor' }
    : { fill: 'none', stroke: 'currentColor' };
const detail = (active: boolean) => ({ fill: 'none', stroke: active ? cutout : 'currentColor' });

export function HomeIcon({ active }: TabIconProps) {
  return (
    <Frame>
      <path
        {...shape(active)}
        d="M3.5 10.2 12 3.5l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19z"
      />
      <path {...detail(active)} d="M9.5 20.5v-5.2a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v5.2" />
    </Frame>
  );
}

export function ShopIcon({ active }: TabIconProps) {
  return (
    <Frame>
      <path
        {...shape(active)}
        d="M5 8h14l-1.1 11.1a1.5 1.5 0 0 1-1.5 1.4H7.6a1.5 1.5 0 0 1-1.5-1.4z"
      />
      <path fill="none" stroke="currentColor" d="M9 8V6.5a3 3 0 0 1 6 0V8" />
      <path {...detail(active)} d="M9.5 12a2.5 2.5 0 0 0 5 0" />
    </Frame>
  );
}

export function PrivilegeIcon({ active }: TabIconProps) {
  return (
    <Frame>
      <path {...shape(active)} d="M4.5 11.5h15V19a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 19z" />
      <rect {...shape(active)} x="3" y="7.5" width="18" height="4" rx="1" />
      <path {...detail(active)} d="M12 7.5v13" />
      <path
        fill="none"
        stroke="currentColor"
        d="M12 7.5C10.8 5 7.5 4.4 7.5 6.3c0 1 1.2 1.2 4.5 1.2zm0 0c1.2-2.5 4.5-3.1 4.5-1.2 0 1-1.2 1.2-4.5 1.2z"
      />
    </Frame>
  );
}

export function PackageIcon({ active }: TabIconProps) {
  return (
    <Frame>
      <path {...shape(active)} d="M12 3 20.5 7.3v9.4L12 21l-8.5-4.3V7.3z" />
      <path {...detail(active)} d="M3.8 7.5 12 11.7l8.2-4.2M12 11.7V21M7.8 5.2l8.3 4.3" />
    </Frame>
  );
}

export function MembershipIcon({ active }: TabIconProps) {
  return (
    <Frame>
      <rect {...shape(active)} x="2.8" y="5" width="18.4" height="14" rx="2.5" />
      <path
        {...detail(active)}
        d="m8 9.2.9 1.8 2 .3-1.4 1.4.3 2-1.8-.9-1.8.9.3-2-1.4-1.4 2-.3zM14 10h3.5M14 13.5h3.5"
      />
    </Frame>
  );
}

export function ProfileIcon({ active }: TabIconProps) {
  return (
    <Frame>
      <circle {...shape(active)} cx="12" cy="8" r="4" />
      <path {...shape(active)} d="M4.5 20c.4-3.9 3.6-6 7.5-6s7.1 2.1 7.5 6z" />
    </Frame>
  );
}

export const tabIcons: Record<Tab, (props: TabIconProps) => JSX.Element> = {
  home: HomeIcon,
  shop: ShopIcon,
  privilege: PrivilegeIcon,
  package: PackageIcon,
  'profile.member-info': MembershipIcon,
  profile: ProfileIcon,
};

export function MenuIcon() {
  return (
    <Frame fill="none" stroke="currentColor">
      <path d="M4 7h16M4 12h16M4 17h10" />
    </Frame>
  );
}

export function LogoutIcon() {
  return (
    <Frame fill="none" stroke="currentColor">
      <path d="M14 4.5h3.5A1.5 1.5 0 0 1 19 6v12a1.5 1.5 0 0 1-1.5 1.5H14M10 8l-4 4 4 4M6 12h9" />
    </Frame>
  );
}
