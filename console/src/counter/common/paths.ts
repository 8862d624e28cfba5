/**
 * The counter's own paths, under its /counter base; screens link by these, never by literals.
 * Home and sign-in are where the console has them, so the shared sign-in link serves both.
 */
export const COUNTER_BASENAME = '/counter';

export const counterPaths = {
  home: '/',
  signIn: '/sign-in',
  changePassword: '/change-password',
  branch: '/branch',
  earn: '/earn',
  redeem: '/redeem',
  shift: '/shift',
} as const;
