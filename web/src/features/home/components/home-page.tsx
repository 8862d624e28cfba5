import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandTheme } from '@/lib/theme/use-brand-theme';
import { routePath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { useLayoutDisplay } from '../api/get-layout-display';
import { useProfile } from '../api/get-profile';
import { CoverCarousel } from './cover-carousel';
import { HomeSection, SectionSkeleton } from './home-section';
import { ProfileBar } from './profile-bar';
import styles from './home-page.module.css';

export interface HomePageProps {
  /** The member's tier icon and name for the badge over the photo; null hides it. */
  tier: { iconUrl: string; name: string } | null;
  /** The tier card, placed under the profile bar. */
  tierCard: ReactNode;
  onOpenPoints: () => void;
  onEnterCode: () => void;
}

/**
 * Home (spec 2.4): the cover carousel when the brand shows one, the profile bar, the tier card,
 * then the sections of the brand's remote config. The brand logo sits in the layout's header.
 */
export function HomePage({ tier, tierCard, onOpenPoints, onEnterCode }: HomePageProps) {
  const { t } = useTranslation();
  const theme = useBrandTheme();
  const profile = useProfile();
  const layout = useLayoutDisplay();
  const { coverPage } = theme.settings;
  const covers = theme.images.cover;
  const showCover = coverPage.isDisplay && covers.length > 0;
  const brand = { brandRef: storage.brandRef(), isGlobal: storage.get('isGlobal') };

  return (
    <div className={styles.home}>
      <h1 className={styles.srOnly}>{t('pages.home.title')}</h1>
      {showCover ? <CoverCarousel images={covers} displayType={coverPage.displayType} /> : null}
      <div className={styles.stack} data-after-cover={showCover}>
        <ProfileBar
          profile={profile.data}
          tier={tier}
          profilePath={routePath('profile', {}, brand)}
          onOpenPoints={onOpenPoints}
          onEnterCode={onEnterCode}
        />
        {tierCard}
      </div>
      {layout.isPending ? (
        <SectionSkeleton />
      ) : (
        layout.data?.content.map((section, index) => (
          <HomeSection key={`${section.key}-${index}`} section={section} />
        ))
      )}
    </div>
  );
}
