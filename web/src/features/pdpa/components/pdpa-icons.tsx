/** Icons of the consent screens; decorative, the control holding one carries the name. */
import { IconSvg, type IconProps } from '@/components/ui/icons';

export function ShieldIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 2.8 4.5 5.6v5.9c0 4.7 3.2 8.6 7.5 9.7 4.3-1.1 7.5-5 7.5-9.7V5.6L12 2.8Z" />
      <path d="m8.8 12.2 2.3 2.3 4.2-4.6" />
    </IconSvg>
  );
}

export function ShieldOffIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 2.8 4.5 5.6v5.9c0 4.7 3.2 8.6 7.5 9.7 4.3-1.1 7.5-5 7.5-9.7V5.6L12 2.8Z" />
      <path d="M12 8v4.5M12 15.8v.1" />
    </IconSvg>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m7.8 12.3 2.8 2.8 5.6-6" />
    </IconSvg>
  );
}
