/** Icons of the sign-in screens; decorative, the control holding one carries the name. */
import { IconSvg, type IconProps } from '@/components/ui/icons';

/** The LINE speech bubble, drawn filled in the button's text colour. */
export function LineIcon({ size = 24, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path
        fill="currentColor"
        d="M12 3C6.48 3 2 6.6 2 11.04c0 3.98 3.53 7.31 8.3 7.94.32.07.76.21.87.49.1.25.07.64.03.9l-.14.85c-.04.25-.2.98.86.53 1.06-.44 5.7-3.36 7.78-5.75C21.13 14.43 22 12.84 22 11.04 22 6.6 17.52 3 12 3Z"
      />
      <path
        fill="var(--line-mark, #06c755)"
        d="M6.7 13.45h1.98c.29 0 .52-.24.52-.52s-.23-.52-.52-.52H7.22V9.09a.52.52 0 0 0-1.04 0v3.84c0 .28.23.52.52.52Zm3.06-.52a.52.52 0 0 0 1.04 0V9.09a.52.52 0 0 0-1.04 0v3.84Zm4.71 0V9.09a.52.52 0 0 0-1.04 0v2.37l-1.96-2.68a.52.52 0 0 0-.94.31v3.84a.52.52 0 0 0 1.04 0v-2.37l1.97 2.7c.1.13.26.2.42.2.06 0 .11 0 .17-.03a.52.52 0 0 0 .34-.5Zm3.17-2.44a.52.52 0 0 1 0 1.04h-1.46v.92h1.46a.52.52 0 0 1 0 1.04h-1.98a.52.52 0 0 1-.52-.52V9.09c0-.29.23-.52.52-.52h1.98a.52.52 0 0 1 0 1.04h-1.46v.88h1.46Z"
      />
    </svg>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="4.5" y="10.5" width="15" height="10.5" rx="2.5" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </IconSvg>
  );
}

export function MessageIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3.5 13.5" />
      <path d="M8 9.5h.01M12 9.5h.01M16 9.5h.01" strokeWidth={2.6} />
    </IconSvg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7.5v5.5M12 16.4v.1" />
    </IconSvg>
  );
}

export function SparkleIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 3.5 13.9 9l5.6 1.9-5.6 1.9L12 18.5l-1.9-5.7L4.5 10.9 10.1 9 12 3.5Z" />
      <path d="M19 17.5v3M17.5 19h3" />
    </IconSvg>
  );
}
