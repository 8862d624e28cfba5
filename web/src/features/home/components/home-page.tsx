import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InTurn } from '@/components/ui/in-turn';
import shared from '@/components/ui/shared.module.css';
import { useProfile } from '@/lib/api/profile';
import type { MemberCard } from '@/lib/member-card';
import { brandPath } from '@/lib/routes';
import { storage } from '@/lib/storage';
import { useThemeQuery } from '@/lib/theme/get-theme';
import { useBrandTheme } from '@/lib/theme/use-brand-theme';
import { useLayoutDisplay } from '../api/get-layout-display';
import { useSettledSectionCount } from '../api/get-section-privileges';
import { CoverCarousel } from './cover-carousel';
import { HomeSection, SectionSkeleton } from './home-section';
import { ProfileBar } from './profile-bar';
import styles from './home-page.module.css';

export interface HomePageProps {
  /** The member's tier icon and name for the badge over the photo; null hides it. */
  tier: { iconUrl: string; name: string } | null;
  /** The member card kept from an earlier visit, shown while the profile cannot be read. */
  savedCard?: MemberCard | null;
  /** The tier card, placed under the profile bar. */
  tierCard: ReactNode;
  /**
   * Whether the member's column (profile bar, tier card) has its final size; on phones the
   * sections sit under it, so they wait for it rather than be pushed down.
   */
  memberSettled?: boolean;
  onOpenPoints: () => void;
  onEnterCode: () => void;
}

/**
 * Home (spec 2.4): the cover carousel when the brand shows one, the profile bar, the tier card,
 * then the sections of the brand's remote config. The brand logo sits in the layout's header.
 * From tablets up, the member's own column (profile bar, tier card) sits beside the brand's
 * (cover and sections).
 */
export function HomePage({
  tier,
  savedCard = null,
  tierCard,
  memberSettled = true,
  onOpenPoints,
  onEnterCode,
}: HomePageProps) {
  const { t } = useTranslation();
  const theme = useBrandTheme();
  const brandRef = storage.brandRef();
  const themeQuery = useThemeQuery(brandRef);
  const profile = useProfile();
  const layout = useLayoutDisplay();
  const { coverPage } = theme.settings;
  const covers = theme.images.cover;
  // Until the brand's theme is known its cover's room is kept: a cover arriving later would push
  // the whole page down. Nothing is kept only once the theme says there is none.
  const themeUnknown = brandRef !== null && themeQuery.isPending;
  const showCover = themeUnknown || (coverPage.isDisplay && covers.length > 0);
  // Sections are drawn top down, each once its cards are in, with one skeleton after the last:
  // a section whose cards come (or turn out to be none) never moves one already drawn below it.
  const sections = layout.data?.content ?? [];
  const settled = useSettledSectionCount(sections);
  const pending = sections[settled];

  return (
    <div className={styles.home}>
      <h1 className={shared.visuallyHidden}>{t('pages.home.title')}</h1>
      {showCover ? <CoverCarousel images={covers} displayType={coverPage.displayType} /> : null}
      <div className={styles.stack} data-after-cover={showCover}>
        <ProfileBar
          profile={profile.data}
          savedCard={savedCard}
          tier={tier}
          profilePath={brandPath('profile')}
          onOpenPoints={onOpenPoints}
          onEnterCode={onEnterCode}
        />
        {tierCard}
      </div>
      <div className={styles.sections}>
        {!memberSettled ? null : layout.isPending ? (
          <SectionSkeleton />
        ) : (
          <>
            {sections.slice(0, settled).map((section, index) => (
              // On a phone the first section meets the fold; those under it come in turn.
              <InTurn key={`${section.key}-${index}`} now={index === 0}>
                <HomeSection section={section} />
              </InTurn>
            ))}
            {/* A new skeleton for each section: the last one would move down, a layout shift.
                In turn too, so the sections drawn in turn come above it, not push it down. */}
            {pending ? (
              <InTurn key={settled}>
                <SectionSkeleton section={pending} />
              </InTurn>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
