import type { RouteName } from './routes';

/**
 * What statePage holds while registration is unfinished: the profile step, where the splash
 * resumes a signed-in member (spec 2.3). It is removed once the profile is saved.
 */
export const REGISTER_INFO_STATE = 'authentication.register-info' satisfies RouteName;
