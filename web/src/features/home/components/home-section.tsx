import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LayoutSection } from '@crm/contract/app-config';
import { sectionLayoutType } from '@crm/contract/app-config-values';
import type { PrivilegeListItem } from '@crm/contract/privileges';
import { Carousel } from '@/components/ui/carousel';
import { ChevronRightIcon } from '@/components/ui/icons';
import { InTurn } from '@/components/ui/in-turn';
import { PrivilegeCard } from '@/components/ui/privilege-card/privilege-card';
import { toPrivilegeCardItem } from '@/components/ui/privilege-card/privilege-card-model';
import { Skeleton, SkeletonCard, skeletonCardCount } from '@/components/ui/skeleton';
import { useDeviceClass } from '@/lib/device';
import { brandPath, type RouteName } from '@/lib/routes';
import { useSectionPrivileges } from '../api/get-section-privileges';
import { sectionColumns, sectionLink, sectionView } from '../home-sections';
import styles from './home-page.module.css';

const BANNER_AUTOPLAY_MS = 4000;

type Lng = 'th' | 'en-US';

/** One remote-config section: its heading, then cards or a banner carousel. */
export function HomeSection({ section }: { section: LayoutSection }) {
  switch (sectionView(section)) {
    case 'cards':
      return <PrivilegeCardsSection section={section} />;
    case 'privilege-banner':
      return <PrivilegeBannerSection section={section} />;
    case 'image-banner':
      return section.imageList.length > 0 ? (
        <SectionFrame section={section}>
          <BannerCarousel
            section={section}
            slides={section.imageList.map((image) => (
              <img
                key={image.imageId}
                className={styles.bannerImage}
                src={image.imageUrl}
                alt={image.name}
              />
            ))}
          />
        </SectionFrame>
      ) : null;
  }
}

function useLanguage(): Lng {
  return useTranslation().i18n.language === 'en-US' ? 'en-US' : 'th';
}

function SectionFrame({ section, children }: { section: LayoutSection; children: ReactNode }) {
  const { t } = useTranslation('home');
  const lng = useLanguage();
  const title = (lng === 'en-US' && section.title.text_en) || section.title.text;
  const text = (lng === 'en-US' && section.text_en) || section.text;
  const link: RouteName | null = sectionLink(section.key);
  const showTitle = section.title.display && title !== '';
  return (
    <section
      className={styles.section}
      data-align={section.display_align}
      aria-label={showTitle ? title : undefined}
    >
      {showTitle ? (
        <h2 className={styles.sectionTitle}>
          {link ? (
            <Link className={styles.sectionLink} to={brandPath(link)}>
              <span>{title}</span>
              <span className={styles.seeAll}>
                {t('seeAll')}
                <ChevronRightIcon size={16} />
              </span>
            </Link>
          ) : (
            title
          )}
        </h2>
      ) : null}
      {text ? <p className={styles.sectionText}>{text}</p> : null}
      {children}
    </section>
  );
}

function useOpenPrivilege() {
  const navigate = useNavigate();
  return (privilegeId: number) => void navigate(brandPath('privilege.detail', { privilegeId }));
}

function PrivilegeCardsSection({ section }: { section: LayoutSection }) {
  const privileges = useSectionPrivileges(section);
  const lng = useLanguage();
  const open = useOpenPrivilege();
  const columns = sectionColumns(section.card_layout_type);
  const horizontal = section.layout_type === sectionLayoutType.horizontal;
  if (!privileges.data?.length) return null;
  return (
    <SectionFrame section={section}>
      <CardList columns={columns} horizontal={horizontal}>
        {privileges.data.map((item, index) => (
          <li key={item.privilege_id} className={styles.cardItem}>
            {/* The first row comes with the section; the rest in turn. */}
            <InTurn now={index < columns}>
              <PrivilegeCard
                item={toPrivilegeCardItem(item, lng)}
                display={columns === 3 ? { description: false, overall_limit: false } : undefined}
                onClick={(card) => open(card.privilegeId)}
              />
            </InTurn>
          </li>
        ))}
      </CardList>
    </SectionFrame>
  );
}

function CardList({
  columns,
  horizontal,
  children,
}: {
  columns: 2 | 3;
  horizontal: boolean;
  children: ReactNode;
}) {
  return (
    <ul
      className={styles.cards}
      data-layout={horizontal ? 'row' : 'grid'}
      data-columns={columns}
      style={{ '--columns': columns } as CSSProperties}
    >
      {children}
    </ul>
  );
}

function PrivilegeBannerSection({ section }: { section: LayoutSection }) {
  const privileges = useSectionPrivileges(section);
  const open = useOpenPrivilege();
  const lng = useLanguage();
  const items = (privileges.data ?? []).filter((item) => item.main_image_url);
  if (items.length === 0) return null;
  return (
    <SectionFrame section={section}>
      <BannerCarousel
        section={section}
        slides={items.map((item: PrivilegeListItem) => (
          <button
            key={item.privilege_id}
            type="button"
            className={styles.bannerButton}
            onClick={() => open(item.privilege_id)}
          >
            <img
              className={styles.bannerImage}
              src={item.main_image_url}
              alt={(lng === 'en-US' && item.name_en) || item.name_th}
            />
          </button>
        ))}
      />
    </SectionFrame>
  );
}

function BannerCarousel({ section, slides }: { section: LayoutSection; slides: ReactNode[] }) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.banner} data-width={section.banner_layout_type}>
      <Carousel
        label={t('banners')}
        slides={slides}
        autoplay={slides.length > 1 ? BANNER_AUTOPLAY_MS : undefined}
        pagination={slides.length > 1}
        loop
      />
    </div>
  );
}

/**
 * Placeholders shaped like the section while its privileges load (spec 2.4: 3 cards, 4 on
 * desktop; a banner for a banner section), or like a card section while the layout loads.
 */
export function SectionSkeleton({ section }: { section?: LayoutSection }) {
  const { t } = useTranslation('ui');
  const count = skeletonCardCount(useDeviceClass());
  const columns = section ? sectionColumns(section.card_layout_type) : 2;
  const horizontal = section?.layout_type === sectionLayoutType.horizontal;
  return (
    <div className={styles.section} role="status" aria-label={t('skeleton.loading')}>
      <Skeleton width={160} height={20} />
      {section && sectionView(section) === 'privilege-banner' ? (
        <div className={styles.banner} data-width={section.banner_layout_type}>
          <Skeleton
            className={styles.bannerImage}
            height="auto"
            radius={section.banner_layout_type === 'content-width' ? 16 : 0}
          />
        </div>
      ) : (
        <CardList columns={columns} horizontal={horizontal}>
          {Array.from({ length: count }, (_, index) => (
            <li key={index} className={styles.cardItem}>
              <SkeletonCard />
            </li>
          ))}
        </CardList>
      )}
    </div>
  );
}
