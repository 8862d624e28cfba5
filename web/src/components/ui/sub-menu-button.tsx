/**
 * A tappable menu row: optional leading icon, title, optional hint, trailing chevron.
 *
 *   <SubMenuButton title="..." icon={<img src={...} alt="" />} hint="..." onClick={...} />
 */
import type { ReactNode } from 'react';
import { ChevronRightIcon } from './icons';
import styles from './sub-menu-button.module.css';

export interface SubMenuButtonProps {
  title: string;
  icon?: ReactNode;
  /** Secondary text on the right, before the chevron. */
  hint?: string;
  onClick: () => void;
  disabled?: boolean;
}

export function SubMenuButton({ title, icon, hint, onClick, disabled }: SubMenuButtonProps) {
  return (
    <button type="button" className={styles.row} onClick={onClick} disabled={disabled}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.title}>{title}</span>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
      <ChevronRightIcon size={20} className={styles.chevron} />
    </button>
  );
}
