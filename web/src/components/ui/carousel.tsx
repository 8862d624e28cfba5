/**
 * Carousel on embla-carousel (spec 9 defaults).
 *
 *   <Carousel label="..." slides={images.map((img) => <img key={img.id} src={img.url} alt="" />)} />
 *   <Carousel slides={...} autoplay={3000} loop fade />        // home cover
 *   <Carousel slides={...} pagination navigation height={180} slideSize="86%" gap={12} />
 *
 * Props: slides (ReactNode[], one per slide), label (accessible name), autoplay (true = 2000 ms,
 * or a delay in ms), loop, fade, pagination (at most 5 bullets, a window around the current
 * one), navigation (previous/next arrows), height (px; otherwise min 100 px and the viewport
 * follows the current slide's height), slideSize (CSS width of a slide, default 100%), gap (px).
 *
 * Defaults from the spec: aligned to start, snapping, drag threshold 40 px, mouse and touch.
 * Autoplay, navigation and pagination force centred alignment and looping. Embla has no
 * overscroll bounce or perspective effect, so neither is offered.
 *
 * The slides are drawn at once, the first one in view; embla and its plugins load once the
 * first screen is drawn and then set the carousel going, so a page opening on a carousel (home's
 * cover) does not wait for them.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useTranslation } from 'react-i18next';
import { afterFirstScreen } from '@/lib/first-screen';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './carousel.module.css';

export const CAROUSEL_DEFAULTS = {
  autoplayMs: 2000,
  bullets: 5,
  dragThresholdPx: 40,
  /** Embla's duration is a speed factor, not milliseconds; 30 settles in about 500 ms. */
  duration: 30,
  minHeightPx: 100,
} as const;

export interface CarouselFeatures {
  autoplay?: boolean | number;
  loop?: boolean;
  pagination?: boolean;
  navigation?: boolean;
}

/**
 * Embla needs these browser APIs; where one is missing (old in-app browsers, jsdom) the carousel
 * is never started and shows its first slide still, instead of crashing the page.
 */
const canRun =
  typeof ResizeObserver !== 'undefined' &&
  typeof IntersectionObserver !== 'undefined' &&
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function';

export function carouselOptions({
  autoplay,
  loop = false,
  pagination,
  navigation,
}: CarouselFeatures): EmblaOptionsType {
  const centred = Boolean(autoplay) || Boolean(pagination) || Boolean(navigation);
  return {
    align: centred ? 'center' : 'start',
    loop: centred || loop,
    duration: CAROUSEL_DEFAULTS.duration,
    dragThreshold: CAROUSEL_DEFAULTS.dragThresholdPx,
    skipSnaps: false,
  };
}

export function autoplayDelay(autoplay: boolean | number | undefined): number | null {
  if (autoplay === undefined || autoplay === false) return null;
  return autoplay === true || autoplay <= 0 ? CAROUSEL_DEFAULTS.autoplayMs : autoplay;
}

/** Which bullet indexes to draw: all when few, else a window of `max` around `selected`. */
export function bulletWindow(
  count: number,
  selected: number,
  max: number = CAROUSEL_DEFAULTS.bullets,
): number[] {
  const size = Math.min(count, max);
  const first = Math.min(Math.max(0, selected - Math.floor(size / 2)), count - size);
  return Array.from({ length: size }, (_, i) => first + i);
}

export interface CarouselProps extends CarouselFeatures {
  slides: ReactNode[];
  label?: string;
  fade?: boolean;
  height?: number;
  slideSize?: string;
  gap?: number;
  className?: string;
}

let loadingEmbla:
  | Promise<{
      create: typeof import('embla-carousel').default;
      Autoplay: typeof import('embla-carousel-autoplay').default;
      Fade: typeof import('embla-carousel-fade').default;
    }>
  | undefined;

function loadEmbla() {
  loadingEmbla ??= Promise.all([
    import('embla-carousel'),
    import('embla-carousel-autoplay'),
    import('embla-carousel-fade'),
  ]).then(
    ([core, autoplay, fade]) => ({
      create: core.default,
      Autoplay: autoplay.default,
      Fade: fade.default,
    }),
    (error: unknown) => {
      // Tried again by the next carousel drawn; this one stays still.
      loadingEmbla = undefined;
      throw error;
    },
  );
  return loadingEmbla;
}

/**
 * Embla on the viewport once the first screen is drawn, started again when a feature changes:
 * the ref to give the viewport, and the carousel once it runs.
 */
function useEmbla({
  autoplay,
  loop,
  pagination,
  navigation,
  fade,
}: CarouselFeatures & { fade: boolean }) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport || !canRun) return;
    const options = carouselOptions({ autoplay, loop, pagination, navigation });
    const delay = autoplayDelay(autoplay);
    let running: EmblaCarouselType | undefined;
    let ended = false;
    afterFirstScreen(() => {
      loadEmbla().then(
        ({ create, Autoplay, Fade }) => {
          if (ended) return;
          running = create(viewport, options, [
            ...(delay === null
              ? []
              : [Autoplay({ delay, stopOnInteraction: false, stopOnMouseEnter: true })]),
            ...(fade ? [Fade()] : []),
          ]);
          setApi(running);
        },
        // Without embla the carousel stays on its first slide, as where it cannot run.
        () => undefined,
      );
    });
    return () => {
      ended = true;
      running?.destroy();
      setApi(undefined);
    };
  }, [viewport, autoplay, loop, pagination, navigation, fade]);
  return [setViewport, api] as const;
}

/** Reads a value from embla, re-read whenever the selection, layout or size changes. */
function useEmblaValue<T>(
  api: EmblaCarouselType | undefined,
  read: (api: EmblaCarouselType) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on('select', onChange).on('reInit', onChange).on('resize', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('resize', onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : fallback),
    () => fallback,
  );
}

export function Carousel({
  slides,
  label,
  autoplay,
  loop,
  fade = false,
  pagination = false,
  navigation = false,
  height,
  slideSize = '100%',
  gap = 0,
  className,
}: CarouselProps) {
  const { t } = useTranslation('ui');
  const [viewportRef, api] = useEmbla({ autoplay, loop, pagination, navigation, fade });
  const selected = useEmblaValue(api, (a) => a.selectedScrollSnap(), 0);
  const snapCount = useEmblaValue(api, (a) => a.scrollSnapList().length, 0);
  const slideHeight = useEmblaValue(
    api,
    (a) => a.slideNodes()[a.selectedScrollSnap()]?.offsetHeight || undefined,
    undefined,
  );

  const rootStyle = {
    '--slide-size': fade ? '100%' : slideSize,
    '--slide-gap': `${gap}px`,
  } as CSSProperties;
  const viewportStyle: CSSProperties =
    height === undefined
      ? { minHeight: CAROUSEL_DEFAULTS.minHeightPx, height: slideHeight }
      : { height };

  return (
    <section
      className={[
        styles.root,
        pagination ? styles.withPagination : '',
        navigation ? styles.withNavigation : '',
        height === undefined ? '' : styles.fixedHeight,
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={rootStyle}
      aria-roledescription="carousel"
      aria-label={label ?? t('carousel.label')}
    >
      <div className={styles.stage}>
        <div className={styles.viewport} ref={viewportRef} style={viewportStyle}>
          <div className={styles.container}>
            {slides.map((slide, index) => (
              <div
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slide', { number: index + 1, total: slides.length })}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
        {navigation && slides.length > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => api?.scrollPrev()}
              aria-label={t('carousel.previous')}
            >
              <ChevronLeftIcon size={20} />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => api?.scrollNext()}
              aria-label={t('carousel.next')}
            >
              <ChevronRightIcon size={20} />
            </button>
          </>
        ) : null}
      </div>
      {pagination && snapCount > 1 ? (
        <div className={styles.bullets}>
          {bulletWindow(snapCount, selected).map((index) => (
            <button
              key={index}
              type="button"
              className={styles.bullet}
              aria-current={index === selected ? 'true' : undefined}
              aria-label={t('carousel.goTo', { number: index + 1 })}
              onClick={() => api?.scrollTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
