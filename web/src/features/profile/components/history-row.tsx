import type { ReactNode } from 'react';
import { ChevronRightIcon } from '@/components/ui/icons';
import styles from './history.module.css';

/** One record of a history list: picture, name, when, what it cost and its state. */
export function HistoryRow({
  image,
  title,
  lines,
  tag,
  onClick,
}: {
  image: string;
  title: string;
  lines: ReactNode[];
  tag: ReactNode;
  onClick: () => void;
}) {
  return (
    <li>
      <button type="button" className={styles.row} onClick={onClick}>
        <span className={styles.thumb}>{image ? <img src={image} alt="" /> : null}</span>
        <span className={styles.rowText}>
          <span className={styles.rowTitle}>{title}</span>
          {lines.map((line, index) => (
            <span key={index} className={styles.rowLine}>
              {line}
            </span>
          ))}
          <span className={styles.rowTag}>{tag}</span>
        </span>
        <ChevronRightIcon size={20} className={styles.rowChevron} />
      </button>
    </li>
  );
}
