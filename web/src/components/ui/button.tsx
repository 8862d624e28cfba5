/**
 * Button used by the modals and pickers.
 *
 *   <Button variant="primary" | "secondary" | "ghost" color="#67AD5B" textColor="#FFFFFF"
 *           block onClick={...}>label</Button>
 *
 * `primary` follows the theme (--button / --button-detail) unless `color`/`textColor` are given;
 * `secondary` is the grey cancel style.
 */
import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Background colour; overrides the variant's. */
  color?: string;
  textColor?: string;
  /** Stretch to the container's width. */
  block?: boolean;
}

export function Button({
  variant = 'primary',
  color,
  textColor,
  block = false,
  className,
  style,
  type = 'button',
  ...props
}: ButtonProps) {
  const custom: CSSProperties = {
    ...(color ? { '--btn-bg': color } : {}),
    ...(textColor ? { '--btn-fg': textColor } : {}),
    ...style,
  };
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], block ? styles.block : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={custom}
      {...props}
    />
  );
}
