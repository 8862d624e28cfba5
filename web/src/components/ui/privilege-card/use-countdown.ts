/**
 * Seconds left of a countdown that starts when the value arrives, ticking once a second.
 *
 *   const left = useCountdown(899);   // 899, 898, ... 0; null stays null (never ends)
 *   formatCountdown(3725)             // '1:02:05'; under an hour '02:05'
 */
import { useEffect, useState } from 'react';

export function useCountdown(seconds: number | null): number | null {
  const [given, setGiven] = useState(seconds);
  const [left, setLeft] = useState(seconds);
  if (given !== seconds) {
    setGiven(seconds);
    setLeft(seconds);
  }

  useEffect(() => {
    if (seconds === null || seconds <= 0) return;
    // Counted from the clock, not from ticks: a throttled background tab stays right.
    const start = Date.now();
    const timer = window.setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - start) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);

  return left;
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
