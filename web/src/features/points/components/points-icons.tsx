/** Decorative icons of the points screens; the text beside each carries the meaning. */
import { IconSvg, type IconProps } from '@/components/ui/icons';

export function ArrowDownIcon({ size = 20, ...props }: IconProps) {
  return (
    <IconSvg size={size} {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </IconSvg>
  );
}

export function ArrowUpIcon({ size = 20, ...props }: IconProps) {
  return (
    <IconSvg size={size} {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </IconSvg>
  );
}

export function HourglassIcon({ size = 20, ...props }: IconProps) {
  return (
    <IconSvg size={size} {...props}>
      <path d="M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9" />
    </IconSvg>
  );
}
