import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '@/components/ui/shared.module.css';
import { useProfile } from '@/lib/api/profile';
import { brandPath } from '@/lib/routes';
import { useBrandTheme } from '@/lib/theme/use-brand-theme';
import { useLayoutDisplay } from '../api/get-layout-display';
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
 * From tablets up, the member's own column (profile bar, tier card) sits beside the brand's
 * (cover and sections).
 */
export function HomePage({ tier, tierCard, onOpenPoints, onEnterCode }: HomePageProps) {
  const { t } = useTranslation();
  const theme = useBrandTheme();
  const profile = useProfile();
  const layout = useLayoutDisplay();
  const { coverPage } = theme.settings;
  const covers = theme.images.cover;
  const showCover = coverPage.isDisplay && covers.length > 0;

  return (
    <div className={styles.home}>
      <h1 className={shared.visuallyHidden}>{t('pages.home.title')}</h1>
      {showCover ? <CoverCarousel images={covers} displayType={coverPage.displayType} /> : null}
      <div className={styles.stack} data-after-cover={showCover}>
        <ProfileBar
          profile={profile.data}
          tier={tier}
          profilePath={brandPath('profile')}
          onOpenPoints={onOpenPoints}
          onEnterCode={onEnterCode}
        />
        {tierCard}
      </div>
      <div className={styles.sections}>
        {layout.isPending ? (
          <SectionSkeleton />
        ) : (
          layout.data?.content.map((section, index) => (
            <HomeSection key={`${section.key}-${index}`} section={section} />
          ))
        )}
      </div>
    </div>
  );
}
