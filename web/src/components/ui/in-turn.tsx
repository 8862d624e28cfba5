import { useEffect, useState, type ReactNode } from 'react';
import { firstScreenReleased } from '@/lib/first-screen';

const turns: (() => void)[] = [];
let scheduled = false;

function nextTurn() {
  turns.shift()?.();
  scheduled = turns.length > 0;
  if (scheduled) setTimeout(nextTurn);
}

/** Queues `turn` for a task of its own, after those queued before it; returns its cancel. */
function queueTurn(turn: () => void): () => void {
  turns.push(turn);
  if (!scheduled) {
    scheduled = true;
    setTimeout(nextTurn);
  }
  return () => {
    const at = turns.indexOf(turn);
    if (at >= 0) turns.splice(at, 1);
  };
}

/**
 * A part of the first screen below its first view (a section further down, the cards past the
 * first), rendered in a task of its own after the screen's first render, in the order they were
 * rendered: on a slow phone the whole page in one render is a long task that holds back a tap.
 * Once the first screen is drawn, or where the member has scrolled the page already, it renders
 * at once; `now` renders it at once too (a part in the first view, among others that wait).
 *
 *   {sections.map((section, index) => (
 *     <InTurn key={section.key} now={index === 0}><HomeSection section={section} /></InTurn>
 *   ))}
 */
export function InTurn({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const [shown, setShown] = useState(() => firstScreenReleased() || window.scrollY > 0);
  const drawn = now || shown;
  useEffect(() => {
    if (!drawn) return queueTurn(() => setShown(true));
  }, [drawn]);
  return drawn ? children : null;
}
