import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/carousel';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './home-page.module.css';

/** Spec 9: the home cover turns every 3 seconds, looping, with a fade. */
export const COVER_AUTOPLAY_MS = 3000;

/** The cover pictures' shape on phones (2:1); the frame keeps it while they load. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 600;

/**
 * The brand's cover images; displayType 1 spans the screen, 2 stays in the content column. The
 * frame has its final size from the first render, so nothing below it moves when the pictures
 * arrive; without images yet (the theme still on its way) it holds a skeleton.
 */
export function CoverCarousel({ images, displayType }: { images: string[]; displayType: 1 | 2 }) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.cover} data-display-type={displayType}>
      <div className={styles.coverFrame}>
        {images.length > 0 ? (
          <Carousel
            label={t('cover')}
            autoplay={COVER_AUTOPLAY_MS}
            loop
            fade
            slides={images.map((src, index) => (
              <img
                key={src}
                className={styles.coverImage}
                src={src}
                alt=""
                width={COVER_WIDTH}
                height={COVER_HEIGHT}
                // The first cover is the page's largest picture; the others show seconds later,
                // once the carousel, started after the first screen, lays them over the first.
                fetchPriority={index === 0 ? 'high' : 'low'}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            ))}
          />
        ) : (
          <Skeleton className={styles.coverSkeleton} height="100%" radius={0} />
        )}
      </div>
    </div>
  );
}
