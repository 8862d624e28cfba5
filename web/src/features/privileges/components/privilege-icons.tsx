/** Icons of the privilege screens; decorative, the control around them carries the name. */
const svg = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export function SearchIcon() {
  return (
    <svg {...svg} width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

export function SparkleIcon() {
  return (
    <svg {...svg} width={22} height={22} fill="currentColor">
      <path d="M12 2.5c.6 4.6 2.9 6.9 7.5 7.5-4.6.6-6.9 2.9-7.5 7.5-.6-4.6-2.9-6.9-7.5-7.5 4.6-.6 6.9-2.9 7.5-7.5z" />
      <path d="M19 15.5c.3 2 1.2 2.9 3 3.2-1.8.3-2.7 1.2-3 3.2-.3-2-1.2-2.9-3-3.2 1.8-.3 2.7-1.2 3-3.2z" />
    </svg>
  );
}
