import { routeByPath } from '@/lib/routes';

export type SlideDirection = 'left' | 'right' | 'none';

/** Higher transitionPriority slides in to the left, lower slides back to the right (spec 2.1). */
export function slideDirection(fromPath: string, toPath: string): SlideDirection {
  const from = routeByPath(fromPath)?.meta.transitionPriority;
  const to = routeByPath(toPath)?.meta.transitionPriority;
  if (from === undefined || to === undefined || from === to) return 'none';
  return to > from ? 'left' : 'right';
}
