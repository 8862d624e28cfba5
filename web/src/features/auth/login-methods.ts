import type { BrandSettings, LoginMethod } from '@/lib/theme/resolve-theme';

/** The sign-in buttons the brand offers, in the brand's order (Theme Setting_Field.Login). */
export function loginMethods(login: BrandSettings['login']): LoginMethod[] {
  const offered: Record<LoginMethod, boolean> = {
    phone: login.isLoginByPhone,
    line: login.isLoginByLine,
  };
  const order: LoginMethod[] =
    login.orderLoginType === 'line' ? ['line', 'phone'] : ['phone', 'line'];
  return order.filter((method) => offered[method]);
}
