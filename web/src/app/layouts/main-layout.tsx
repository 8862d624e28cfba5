import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { BottomNav } from '@/features/navigation/components/bottom-nav';
import { MenuButton } from '@/features/navigation/components/menu-button';
import { SideNav } from '@/features/navigation/components/side-nav';
import { WithdrawnConsentGate } from '@/features/pdpa/components/withdrawn-consent-gate';
import { deferred } from '@/components/ui/deferred';
import { currentBrand } from '@/lib/brand';
import { isDesktop, useDeviceClass } from '@/lib/device';
import { withNamespaces } from '@/lib/i18n';
import { routeByPath, type RouteName } from '@/lib/routes';
import { useBrandTheme } from '@/lib/theme/use-brand-theme';
import { PageTransition } from './page-transition';
import styles from './layouts.module.css';

const SideMenu = deferred(
  withNamespaces(['navigation'], () =>
    import('@/features/navigation/components/side-menu').then((module) => module.SideMenu),
  ),
);

/** Where a member who withdrew consent reads the policy and consents again. */
const consentPages: ReadonlySet<RouteName> = new Set([
  'profile.profile-menu-pdpa',
  'profile.profile-pdpa',
]);

/**
 * Member screens: header with the menu, the page, and the tab bar unless the route hides it;
 * desktops have the side navigation instead of the header and the tab bar.
 * Every one of them but the consent pages is closed to a member who withdrew consent.
 */
export function MainLayout() {
  const location = useLocation();
  const theme = useBrandTheme();
  const route = routeByPath(location.pathname);
  const brand = currentBrand();
  // Open for the location it was opened on only, so any navigation closes it (spec 2.9).
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const showNavigation = route?.meta.isShowNavigation !== true;
  const desktop = isDesktop(useDeviceClass());
  const openMenu = () => setMenuOpenOn(location.key);

  return (
    <div className={styles.column} data-layout="main" data-with-navigation={showNavigation}>
      {desktop ? (
        <SideNav
          current={route?.name}
          navbarMenu={theme.settings.navbarMenu}
          brand={brand}
          logo={theme.images.homeLogo}
          onOpenMenu={openMenu}
        />
      ) : null}
      <header className={styles.header}>
        <MenuButton onClick={openMenu} />
        {theme.images.homeLogo ? (
          <img className={styles.headerLogo} src={theme.images.homeLogo} alt="" />
        ) : null}
        <span className={styles.headerSpacer} />
      </header>
      <main className={styles.content} data-wide={route?.meta.wide === true}>
        <PageTransition />
      </main>
      {showNavigation && !desktop ? (
        <BottomNav current={route?.name} navbarMenu={theme.settings.navbarMenu} brand={brand} />
      ) : null}
      <Suspense fallback={null}>
        <SideMenu
          open={menuOpenOn === location.key}
          onClose={() => setMenuOpenOn(null)}
          current={route?.name}
          logo={theme.images.homeLogo}
          brand={brand}
        />
      </Suspense>
      <WithdrawnConsentGate exempt={route !== undefined && consentPages.has(route.name)} />
    </div>
  );
}
