import type { ComponentType } from 'react';
import type { RouteName } from '@/lib/routes';

type PageLoader = () => Promise<ComponentType>;

/** The screen of every route, loaded on first visit. Shared views serve several routes. */
export const routePages = {
  landing: () => import('@/features/landing/components/landing-page').then((m) => m.LandingPage),
  'authentication.line-login': () =>
    import('@/features/auth/components/line-login-page').then((m) => m.LineLoginPage),
  'authentication.point-member-login': () =>
    import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  'authentication.point-member-test': () =>
    import('@/features/auth/components/point-member-test-page').then((m) => m.PointMemberTestPage),
  'authentication.login': () =>
    import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  'authentication.sms-pdpa': () =>
    import('@/features/pdpa/components/pdpa-page').then((m) => m.PdpaPage),
  'authentication.pdpa': () =>
    import('@/features/pdpa/components/pdpa-page').then((m) => m.PdpaPage),
  'authentication.login-pin': () =>
    import('@/features/auth/components/registration-page').then((m) => m.RegistrationPage),
  'authentication.consent-success': () =>
    import('@/features/pdpa/components/consent-success-page').then((m) => m.ConsentSuccessPage),
  'authentication.error-point-member': () =>
    import('@/features/auth/components/error-point-member-page').then(
      (m) => m.ErrorPointMemberPage,
    ),
  'authentication.first-login': () =>
    import('@/features/auth/components/registration-page').then((m) => m.RegistrationPage),
  'authentication.condition': () =>
    import('@/features/auth/components/condition-page').then((m) => m.ConditionPage),
  'authentication.verify': () =>
    import('@/features/auth/components/registration-page').then((m) => m.RegistrationPage),
  'authentication.forgot-pin': () =>
    import('@/features/auth/components/registration-page').then((m) => m.RegistrationPage),
  'authentication.select-brand': () =>
    import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  'authentication.register-info': () =>
    import('@/features/auth/components/register-info-page').then((m) => m.RegisterInfoPage),
  'authentication.register-welcome': () =>
    import('@/features/auth/components/register-welcome-page').then((m) => m.RegisterWelcomePage),
  'authentication.register-custom-fields': () =>
    import('@/features/auth/components/register-custom-fields-page').then(
      (m) => m.RegisterCustomFieldsPage,
    ),
  'authentication.register-cs-fields': () =>
    import('@/features/auth/components/register-custom-fields-page').then(
      (m) => m.RegisterCustomFieldsPage,
    ),
  home: () => import('./screens/home-screen').then((m) => m.HomeScreen),
  'home.pdpa': () => import('@/features/pdpa/components/pdpa-page').then((m) => m.PdpaPage),
  'sample.page': () => import('@/features/sample/components/sample-page').then((m) => m.SamplePage),
  shop: () => import('@/features/shop/components/shop-page').then((m) => m.ShopPage),
  privilege: () =>
    import('@/features/privileges/components/privilege-list-page').then((m) => m.PrivilegeListPage),
  'privilege.foryou': () =>
    import('@/features/privileges/components/privilege-foryou-page').then(
      (m) => m.PrivilegeForyouPage,
    ),
  'privilege.detail': () =>
    import('@/features/privileges/components/privilege-detail-page').then(
      (m) => m.PrivilegeDetailPage,
    ),
  'privilege.history-detail': () =>
    import('@/features/privileges/components/privilege-history-detail-page').then(
      (m) => m.PrivilegeHistoryDetailPage,
    ),
  package: () =>
    import('@/features/packages/components/package-list-page').then((m) => m.PackageListPage),
  'package.detail': () =>
    import('@/features/packages/components/package-detail-page').then((m) => m.PackageDetailPage),
  'package.history-detail': () =>
    import('@/features/packages/components/package-history-detail-page').then(
      (m) => m.PackageHistoryDetailPage,
    ),
  profile: () => import('@/features/profile/components/profile-page').then((m) => m.ProfilePage),
  'profile.edit-profile': () =>
    import('@/features/profile/components/edit-profile-page').then((m) => m.EditProfilePage),
  'profile.member-info': () =>
    import('@/features/membership/components/member-info-page').then((m) => m.MemberInfoPage),
  'profile.points-history': () =>
    import('@/features/points/components/points-history-page').then((m) => m.PointsHistoryPage),
  'profile.points-expire': () =>
    import('@/features/points/components/points-expire-page').then((m) => m.PointsExpirePage),
  'profile.privilege-history': () =>
    import('@/features/profile/components/privilege-history-page').then(
      (m) => m.PrivilegeHistoryPage,
    ),
  'profile.package-history': () =>
    import('@/features/profile/components/package-history-page').then((m) => m.PackageHistoryPage),
  // The profile menu's for-you entry opens the same list as privilege.foryou.
  'profile.privilege-foryou': () =>
    import('@/features/privileges/components/privilege-foryou-page').then(
      (m) => m.PrivilegeForyouPage,
    ),
  'profile.profile-menu-pdpa': () =>
    import('@/features/profile/components/profile-menu-pdpa-page').then(
      (m) => m.ProfileMenuPdpaPage,
    ),
  'profile.profile-pdpa': () =>
    import('@/features/profile/components/profile-pdpa-page').then((m) => m.ProfilePdpaPage),
  'profile.reset-pin': () =>
    import('@/features/profile/components/pin-page').then((m) => m.PinPage),
  'profile.forgot-pin': () =>
    import('@/features/profile/components/pin-page').then((m) => m.PinPage),
  'profile.customfield-info': () =>
    import('@/features/profile/components/customfield-info-page').then(
      (m) => m.CustomfieldInfoPage,
    ),
  'profile.download-my-data': () =>
    import('@/features/my-data/components/download-my-data-page').then((m) => m.DownloadMyDataPage),
  'profile.notifications': () =>
    import('@/features/profile/components/notifications-page').then((m) => m.NotificationsPage),
} satisfies Record<RouteName, PageLoader>;
