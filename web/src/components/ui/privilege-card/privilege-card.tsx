/**
 * Privilege card (spec 2.5): picture, name, description, points, valid date, redeem status and
 * units left, each switched by the display config.
 *
 *   <PrivilegeCard item={toPrivilegeCardItem(apiItem, lng)} layout="vertical" | "horizontal"
 *                  display={{ description: false }} onClick={(item) => open(item.privilegeId)}
 *                  badge="10 uses" />
 *
 * States: fully used (overallLimit 0) greys the picture under 'ใช้สิทธิ์ครบแล้ว'; redeemable
 * (status true); not enough points (status false) says how many points are missing; a card drawn
 * before the member's points are known (status null) keeps the status's place blank.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../rich-text';
import { formatThaiDate } from '@/lib/dates';
import { PointsValue } from '../points-value';
import { DEFAULT_PRIVILEGE_CARD_DISPLAY, privilegeCardState } from './privilege-card-model';
import type {
  PrivilegeCardDisplay,
  PrivilegeCardItem,
  PrivilegeCardState,
} from './privilege-card-model';
import styles from './privilege-card.module.css';

export type PrivilegeCardLayout = 'vertical' | 'horizontal';

export interface PrivilegeCardProps {
  item: PrivilegeCardItem;
  layout?: PrivilegeCardLayout;
  display?: Partial<PrivilegeCardDisplay>;
  onClick?: (item: PrivilegeCardItem) => void;
  /** A short tag over the picture, e.g. the uses a package holds. */
  badge?: string;
  /** On the first screen: the picture loads at once rather than when laid out in view. */
  eager?: boolean;
  /** The first screen's first card: its picture is asked for ahead of the page's others. */
  leading?: boolean;
}

const stateClass: Record<PrivilegeCardState, string> = {
  'fully-used': styles.fullyUsed ?? '',
  redeemable: styles.redeemable ?? '',
  'not-enough-points': styles.notEnough ?? '',
  'standing-unknown': styles.standingUnknown ?? '',
};

export function PrivilegeCard({
  item,
  layout = 'vertical',
  display,
  onClick,
  badge,
  eager = false,
  leading = false,
}: PrivilegeCardProps) {
  const { t } = useTranslation('privileges');
  const show = { ...DEFAULT_PRIVILEGE_CARD_DISPLAY, ...display };
  const state = privilegeCardState(item);
  // Inside the card's button the tap opens the card; the full amount is still read out.
  const inert = onClick !== undefined;
  const content = (
    <>
      <CardImage
        src={item.privilegeImage}
        fullyUsed={state === 'fully-used'}
        badge={badge}
        eager={eager}
        leading={leading}
      />
      {show.display ? (
        <span className={styles.body}>
          {show.privilege_name ? <span className={styles.title}>{item.privilegeTitle}</span> : null}
          {show.description && item.privilegeDesc ? (
            <span className={styles.description}>{item.privilegeDesc}</span>
          ) : null}
          {show.valid_date || show.overall_limit ? (
            <span className={styles.meta}>
              {show.valid_date ? (
                <span className={styles.validity} data-testid="privilege-card-valid">
                  <CalendarGlyph />
                  <span className={styles.metaText}>{validityText(item, t)}</span>
                </span>
              ) : null}
              {show.overall_limit ? (
                <span className={styles.metaText}>
                  {item.overallLimit === null
                    ? t('card.unlimited')
                    : t('card.remaining', { count: item.overallLimit })}
                </span>
              ) : null}
            </span>
          ) : null}
          {show.points || show.redeem_status ? (
            <span className={styles.footer}>
              {show.points ? (
                <span className={styles.points}>
                  <StarGlyph />
                  <PointsValue className={styles.pointsValue} value={item.points} inert={inert} />
                  <span className={styles.unit}>
                    {t('card.pointsUnit', { count: item.points })}
                  </span>
                </span>
              ) : null}
              {show.redeem_status ? (
                <span
                  className={`${styles.status} ${stateClass[state]}`}
                  aria-hidden={state === 'standing-unknown' || undefined}
                >
                  {statusText(item, state, t, inert)}
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
  const className = `${styles.card} ${styles[layout]} ${stateClass[state]}`;
  if (!onClick) {
    return (
      <article className={className} data-state={state}>
        {content}
      </article>
    );
  }
  return (
    <button
      type="button"
      className={`${className} ${styles.clickable}`}
      data-state={state}
      onClick={() => onClick(item)}
    >
      {content}
    </button>
  );
}

/** Holds the status's line while it is blank. */
const NO_BREAK_SPACE = '\u00a0';

type Translate = ReturnType<typeof useTranslation<'privileges'>>['t'];

function validityText(item: PrivilegeCardItem, t: Translate): string {
  if (item.isForever) return t('card.noExpiry');
  return t('card.validUntil', { date: formatThaiDate(item.validDate, 'short') });
}

function statusText(
  item: PrivilegeCardItem,
  state: PrivilegeCardState,
  t: Translate,
  inert: boolean,
): ReactNode {
  switch (state) {
    case 'fully-used':
      return t('card.fullyUsed');
    case 'redeemable':
      return t('card.redeemable');
    case 'standing-unknown':
      return NO_BREAK_SPACE;
    case 'not-enough-points':
      return item.missingPoints > 0 ? (
        <RichText
          t={t}
          i18nKey="card.missingPoints"
          count={item.missingPoints}
          components={{ points: <PointsValue value={item.missingPoints} inert={inert} /> }}
        />
      ) : (
        t('card.unavailable')
      );
  }
}

function CardImage({
  src,
  fullyUsed,
  badge,
  eager,
  leading,
}: {
  src: string;
  fullyUsed: boolean;
  badge: string | undefined;
  eager: boolean;
  leading: boolean;
}) {
  const { t } = useTranslation('privileges');
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src;
  return (
    <span className={styles.media}>
      {usable ? (
        <img
          className={styles.image}
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={leading ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          <GiftGlyph />
        </span>
      )}
      {badge ? <span className={styles.badge}>{badge}</span> : null}
      {fullyUsed ? (
        <span className={styles.overlay} role="status">
          {t('card.fullyUsed')}
        </span>
      ) : null}
    </span>
  );
}

function StarGlyph() {
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="m12 2.8 2.8 5.7 6.3.9-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
      />
    </svg>
  );
}

function CalendarGlyph() {
  return (
    <svg
      className={styles.glyph}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3.5" y="5" width="17" height="15" rx="3" />
      <path d="M8 3v4M16 3v4M3.5 10h17" />
    </svg>
  );
}

function GiftGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.5 8.5 8 12 8zm0 0s1.5-4.5 4-3.5S15.5 8 12 8z" />
    </svg>
  );
}
