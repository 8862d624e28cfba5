import { IconSvg, type IconProps } from '@/components/ui/icons';

/** A tray with an arrow into it; decorative, the button around it carries the name. */
export function DownloadIcon(props: IconProps) {
  return (
    <IconSvg strokeWidth={1.8} {...props}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
      <path d="M4.5 15.5v2a2.5 2.5 0 0 0 2.5 2.5h10a2.5 2.5 0 0 0 2.5-2.5v-2" />
    </IconSvg>
  );
}
