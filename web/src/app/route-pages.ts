import type { ComponentType } from 'react';
import { withNamespaces, type Namespace } from '@/lib/i18n';
import type { Layout, RouteName } from '@/lib/routes';

type PageLoader = () => Promise<ComponentType>;

/** Texts a layout shows around each of its pages (the main layout's header and tab bar). */
export const layoutNamespaces: Record<Layout, readonly Namespace[]> = {
  authentication: [],
  main: ['navigation'],
};

/**
 * The screen of every route, loaded on first visit with the texts it shows beyond the app's own
 * (common, ui; route-namespaces.test.ts checks the lists against the code). Shared views serve
 * several routes.
 */
export const routePages = {
  landing: withNamespaces(['landing'], () =>
    import('@/features/landing/components/landing-page').then((m) => m.LandingPage),
  ),
  'authentication.line-login': withNamespaces(['auth'], () =>
    import('@/features/auth/components/line-login-page').then((m) => m.LineLoginPage),
  ),
  'authentication.point-member-login': withNamespaces(['auth'], () =>
    import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  ),
  'authentication.point-member-test': withNamespaces(['auth'], () =>
    import('@/features/auth/components/point-member-test-page').then((m) => m.PointMemberTestPage),
  ),
  'authentication.login': withNamespaces(['auth'], () =>
    import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  ),
  'authentication.sms-pdpa': withNamespaces(['pdpa'], () =>
    import('@/features/pdpa/components/pdpa-page').then((m) => m.PdpaPage),
  ),
  'authentication.pdpa': withNamespaces(['pdpa'], () =>
    import('@/features/pdpa/components/pdpa-page').then((m) => m.PdpaPage),
  ),
  'authentication.login-pin': withNamespaces(['auth'], () =>
    import('@/features/auth/components/registration-page').then((m) => m.RegistrationPage),
  ),
  'authentication.consent-success': withNamespaces(['pdpa'], () =>
    import('@/features/pdpa/components/consent-success-page').then((m) => m.ConsentSuccessPage),
  ),
  'authentication.error-point-member': withNamespaces(['auth'], () =>
    import('@/features/auth/components/error-point-member-page').then(
      (m) => m.ErrorPointMemberPage,
    ),
  ),
  'authentication.first-login': withNamespaces(['auth'], () =>
    import('@/features/auth/components/registration-page').then((m) => m.RegistrationPage),
  ),
  'authentication.condition': withNamespaces(['auth'], () =>
    import('@/features/auth/components/condition-page').then((m) => m.ConditionPage),
  ),
  'authentication.verify': withNamespaces(['auth'], () =>
    import('@/features/auth/components/registration-page').then((m) => m.RegistrationPage),
  ),
  'authentication.forgot-pin': withNamespaces(['auth'], () =>
    import('@/features/auth/components/registration-page').then((m) => m.RegistrationPage),
  ),
  'authentication.select-brand': withNamespaces(['auth'], () =>
    import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  ),
  'authentication.register-info': withNamespaces(['auth', 'fieldRules'], () =>
    import('@/features/auth/components/register-info-page').then((m) => m.RegisterInfoPage),
  ),
  'authentication.register-welcome': withNamespaces(['auth'], () =>
    import('@/features/auth/components/register-welcome-page').then((m) => m.RegisterWelcomePage),
  ),
  'authentication.register-custom-fields': withNamespaces(['customFields'], () =>
    import('@/features/auth/components/register-custom-fields-page').then(
      (m) => m.RegisterCustomFieldsPage,
    ),
  ),
  'authentication.register-cs-fields': withNamespaces(['customFields'], () =>
    import('@/features/auth/components/register-custom-fields-page').then(
      (m) => m.RegisterCustomFieldsPage,
    ),
  ),
  home: withNamespaces(['home', 'membership', 'privileges'], () =>
    import('./screens/home-screen').then((m) => m.HomeScreen),
  ),
  'home.pdpa': withNamespaces(['pdpa'], () =>
    import('@/features/pdpa/components/pdpa-page').then((m) => m.PdpaPage),
  ),
  'sample.page': withNamespaces([], () =>
    import('@/features/sample/components/sample-page').then((m) => m.SamplePage),
  ),
  shop: withNamespaces([], () =>
    import('@/features/shop/components/shop-page').then((m) => m.ShopPage),
  ),
  privilege: withNamespaces(['privileges'], () =>
    import('@/features/privileges/components/privilege-list-page').then((m) => m.PrivilegeListPage),
  ),
  'privilege.foryou': withNamespaces(['privileges'], () =>
    import('@/features/privileges/components/privilege-foryou-page').then(
      (m) => m.PrivilegeForyouPage,
    ),
  ),
  'privilege.detail': withNamespaces(['privileges'], () =>
    import('@/features/privileges/components/privilege-detail-page').then(
      (m) => m.PrivilegeDetailPage,
    ),
  ),
  'privilege.history-detail': withNamespaces(['privileges'], () =>
    import('@/features/privileges/components/privilege-history-detail-page').then(
      (m) => m.PrivilegeHistoryDetailPage,
    ),
  ),
  package: withNamespaces(['packages', 'privileges'], () =>
    import('@/features/packages/components/package-list-page').then((m) => m.PackageListPage),
  ),
  'package.detail': withNamespaces(['packages'], () =>
    import('@/features/packages/components/package-detail-page').then((m) => m.PackageDetailPage),
  ),
  'package.history-detail': withNamespaces(['packages', 'privileges'], () =>
    import('@/features/packages/components/package-history-detail-page').then(
      (m) => m.PackageHistoryDetailPage,
    ),
  ),
  profile: withNamespaces(['profile'], () =>
    import('@/features/profile/components/profile-page').then((m) => m.ProfilePage),
  ),
  'profile.edit-profile': withNamespaces(['fieldRules', 'profile'], () =>
    import('@/features/profile/components/edit-profile-page').then((m) => m.EditProfilePage),
  ),
  'profile.member-info': withNamespaces(['membership'], () =>
    import('@/features/membership/components/member-info-page').then((m) => m.MemberInfoPage),
  ),
  'profile.points-history': withNamespaces(['points'], () =>
    import('@/features/points/components/points-history-page').then((m) => m.PointsHistoryPage),
  ),
  'profile.points-expire': withNamespaces(['points'], () =>
    import('@/features/points/components/points-expire-page').then((m) => m.PointsExpirePage),
  ),
  'profile.privilege-history': withNamespaces(['privileges', 'profile'], () =>
    import('@/features/profile/components/privilege-history-page').then(
      (m) => m.PrivilegeHistoryPage,
    ),
  ),
  'profile.package-history': withNamespaces(['privileges', 'profile'], () =>
    import('@/features/profile/components/package-history-page').then((m) => m.PackageHistoryPage),
  ),
  // The profile menu's for-you entry opens the same list as privilege.foryou.
  'profile.privilege-foryou': withNamespaces(['privileges'], () =>
    import('@/features/privileges/components/privilege-foryou-page').then(
      (m) => m.PrivilegeForyouPage,
    ),
  ),
  'profile.profile-menu-pdpa': withNamespaces(['profile'], () =>
    import('@/features/profile/components/profile-menu-pdpa-page').then(
      (m) => m.ProfileMenuPdpaPage,
    ),
  ),
  'profile.profile-pdpa': withNamespaces(['profile'], () =>
    import('@/features/profile/components/profile-pdpa-page').then((m) => m.ProfilePdpaPage),
  ),
  'profile.reset-pin': withNamespaces(['profile'], () =>
    import('@/features/profile/components/pin-page').then((m) => m.PinPage),
  ),
  'profile.forgot-pin': withNamespaces(['profile'], () =>
    import('@/features/profile/components/pin-page').then((m) => m.PinPage),
  ),
  'profile.customfield-info': withNamespaces(['customFields', 'profile'], () =>
    import('@/features/profile/components/customfield-info-page').then(
      (m) => m.CustomfieldInfoPage,
    ),
  ),
  'profile.download-my-data': withNamespaces(['myData'], () =>
    import('@/features/my-data/components/download-my-data-page').then((m) => m.DownloadMyDataPage),
  ),
  'profile.notifications': withNamespaces(['notifications'], () =>
    import('@/features/profile/components/notifications-page').then((m) => m.NotificationsPage),
  ),
} satisfies Record<RouteName, PageLoader>;
