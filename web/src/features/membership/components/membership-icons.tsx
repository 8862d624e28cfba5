/** Small decorative icons of the membership screens; the text beside each carries the meaning. */
import { IconSvg, type IconProps } from '@/components/ui/icons';

export function TrendUpIcon({ size = 20, ...props }: IconProps) {
  return (
    <IconSvg size={size} {...props}>
      <path d="m3 17 6-6 4 4 8-8" />
      <path d="M15 7h6v6" />
    </IconSvg>
  );
}

export function CrownIcon({ size = 20, ...props }: IconProps) {
  return (
    <IconSvg size={size} {...props}>
      <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    </IconSvg>
  );
}

export function CheckCircleIcon({ size = 20, ...props }: IconProps) {
  return (
    <IconSvg size={size} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5 5.5-6" />
    </IconSvg>
  );
}
