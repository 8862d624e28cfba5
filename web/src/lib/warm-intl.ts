import { formatDate } from '@crm/contract/dates';
import { formatNumber } from './format';

/** The formats a first screen draws: points, and dates such as the end of a tier. */
const FORMATS: (() => unknown)[] = [
  () => formatNumber(0),
  () => formatDate(0, 'full', 'th'),
  () => formatDate(0, 'short', 'th'),
];

let warmed = false;

/**
 * Makes the formats a first screen draws before it draws them, while the page waits for its code
 * or its data: the first Intl format a page makes reads the browser's locale data, 50 to 110 ms on
 * a mid-range phone whichever format it is, and each one after it a few. Each format is made in a
 * task of its own, so none of them is part of the page's render or adds to another long task.
 * Dates are made in Thai: the locale data they read serves English too.
 */
export function warmIntl(): void {
  // The boot script of a drawn page and the router's prefetch both ask, and so does every visit
  // to such a page: the formats are made once.
  if (warmed) return;
  warmed = true;
  const steps = [...FORMATS];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}
