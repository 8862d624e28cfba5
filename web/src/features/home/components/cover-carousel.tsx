import { useTranslation } from 'react-i18next';
import { Carousel } from '@/components/ui/carousel';
import styles from './home-page.module.css';

/** Spec 9: the home cover turns every 3 seconds, looping, with a fade. */
export const COVER_AUTOPLAY_MS = 3000;

/** The brand's cover images; displayType 1 spans the screen, 2 stays in the content column. */
export function CoverCarousel({ images, displayType }: { images: string[]; displayType: 1 | 2 }) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.cover} data-display-type={displayType}>
      <Carousel
        label={t('cover')}
        autoplay={COVER_AUTOPLAY_MS}
        loop
        fade
        slides={images.map((src) => (
          <img key={src} className={styles.coverImage} src={src} alt="" />
        ))}
      />
    </div>
  );
}
