import type { Section } from './sections';

/** The console's own paths, under its /console base; screens link by these, never by literals. */
export const paths = {
  dashboard: '/',
  signIn: '/sign-in',
  changePassword: '/change-password',
  /** The signed-in operator's own account, open to every role. */
  account: '/account',
} as const;

export const sectionPath = (section: Pick<Section, 'path'>) => `/${section.path}`;

/** Apps beside the console on the same server, outside its router. */
export const otherApps = {
  counter: '/counter',
  memberApp: (brandRef: string) => `/?brandRef=${encodeURIComponent(brandRef)}`,
};
