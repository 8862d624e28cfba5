/**
 * Seconds left until a deadline given as "seconds from now", ticking once a second.
 *
 *   const left = useCountdown(899);   // 899, 898, ... 0; null stays null (never ends)
 *   formatCountdown(3725)             // '1:02:05'; under an hour '02:05'
 */
import { useEffect, useState } from 'react';

export function useCountdown(seconds: number | null): number | null {
  // The deadline is fixed when the value arrives, so re-renders do not stretch it.
  const [deadline, setDeadline] = useState(() => deadlineOf(seconds));
  const [given, setGiven] = useState(seconds);
  const [now, setNow] = useState(() => Date.now());
  if (given !== seconds) {
    setGiven(seconds);
    setDeadline(deadlineOf(seconds));
  }

  const running = deadline !== null && deadline > now;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

function deadlineOf(seconds: number | null): number | null {
  return seconds === null ? null : Date.now() + seconds * 1000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** h:mm:ss from an hour on, mm:ss below it. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}
