/**
 * Small inline icons shared by the widgets and screens (no icon font). Every icon is decorative
 * (`aria-hidden`); the control that holds it carries the accessible name. A screen's own icons
 * draw on `IconSvg`, the same 24-unit line frame.
 *
 *   <SuccessIcon size={64} />  <WarningIcon />  <DangerIcon />  <InfoIcon />
 *   <ChevronLeftIcon />  <ChevronRightIcon />  <ChevronDownIcon />  <QrIcon />  <CopyIcon />
 *   <CheckIcon />  <CloseIcon />  <StarIcon />  <ReceiptIcon />  <UserIcon />  <ClockIcon />
 *   <CalendarIcon />  <PhoneIcon />  <BackspaceIcon />
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

export function IconSvg({ size = 24, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export function SuccessIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </IconSvg>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M10.3 3.9 1.8 18.2A2 2 0 0 0 3.5 21h17a2 2 0 0 0 1.7-2.8L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4.5M12 17.2v.1" />
    </IconSvg>
  );
}

export function DangerIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6M9 9l6 6" />
    </IconSvg>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16.5v-5M12 7.8v.1" />
    </IconSvg>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m15 18-6-6 6-6" />
    </IconSvg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m9 18 6-6-6-6" />
    </IconSvg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m6 9 6 6 6-6" />
    </IconSvg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M20 6 9 17l-5-5" />
    </IconSvg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </IconSvg>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </IconSvg>
  );
}

export function QrIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
    </IconSvg>
  );
}

/** Points: a solid star in the text colour. */
export function StarIcon({ size = 24, ...props }: IconProps) {
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
        d="m12 2.8 2.8 5.7 6.3.9-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
      />
    </svg>
  );
}

export function ReceiptIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </IconSvg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </IconSvg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </IconSvg>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </IconSvg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="6" y="2.5" width="12" height="19" rx="3" />
      <path d="M10.5 18h3" />
    </IconSvg>
  );
}

export function BackspaceIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M9 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-6-7 6-7Z" />
      <path d="m16.5 9.5-5 5M11.5 9.5l5 5" />
    </IconSvg>
  );
}
