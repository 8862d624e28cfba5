import type { BrandSettings, LoginMethod } from '@/lib/theme/resolve-theme';

/**
 * The sign-in buttons the brand offers, in the brand's order (Theme Setting_Field.Login). LINE
 * needs a working LINE provider as well (oauth_method 21 in the provider list): without one the
 * theme's LINE button and LINE-first order fall away and phone sign-in leads.
 */
export function loginMethods(login: BrandSettings['login'], lineAvailable: boolean): LoginMethod[] {
  const offered: Record<LoginMethod, boolean> = {
    phone: login.isLoginByPhone,
    line: login.isLoginByLine && lineAvailable,
  };
  const order: LoginMethod[] =
    login.orderLoginType === 'line' ? ['line', 'phone'] : ['phone', 'line'];
  return order.filter((method) => offered[method]);
}
