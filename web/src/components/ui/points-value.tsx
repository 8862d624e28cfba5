/**
 * A points amount as every screen shows it (spec 5): thousands separators, and beyond six digits
 * the text is cut with an ellipsis. The full amount is what screen readers read, the tooltip on
 * hover, and what a tap shows (a second tap folds it again).
 *
 *   <PointsValue value={1234567} />          // '1,234,56…', tap shows '1,234,567'
 *   <PointsValue value={1234567} inert />    // inside another control (a card, a button): no tap
 *   <RichText t={t} i18nKey="expire.nextLine" values={{ date }} count={points}
 *          components={{ points: <PointsValue value={points} /> }} />   // "<points/> แต้ม ..."
 */
import { useState } from 'react';
import { formatPoints } from '@/lib/format';
import shared from './shared.module.css';
import styles from './points-value.module.css';

export interface PointsValueProps {
  value: number | string | null | undefined;
  /** Inside a link or button, whose tap is its own: show the full amount to readers only. */
  inert?: boolean;
  className?: string;
}

export function PointsValue({ value, inert = false, className }: PointsValueProps) {
  const [expanded, setExpanded] = useState(false);
  const full = formatPoints(value, Number.POSITIVE_INFINITY);
  const short = formatPoints(value);
  // Plain text when nothing is cut, so a sentence around it reads as one text.
  if (full === short) return className ? <span className={className}>{full}</span> : full;

  const shown = (
    <>
      <span aria-hidden="true">{expanded ? full : short}</span>
      <span className={shared.visuallyHidden}>{full}</span>
    </>
  );
  const classes = [styles.value, className ?? ''].filter(Boolean).join(' ');
  if (inert) {
    return (
      <span className={classes} title={full}>
        {shown}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${classes} ${styles.toggle}`}
      title={full}
      data-expanded={expanded}
      onClick={() => setExpanded((open) => !open)}
    >
      {shown}
    </button>
  );
}
