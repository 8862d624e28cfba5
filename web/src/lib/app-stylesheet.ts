/** Marks the app's stylesheet as a drawn page's boot script links it (src/boot.ts). */
export const APP_STYLESHEET_ATTRIBUTE = 'data-app-stylesheet';

/**
 * Links the app's stylesheet without applying it (print only) and settles once it has come, or
 * failed. A drawn page already has the rules of the screen it shows: applied as it arrived, the
 * stylesheet would have the browser restyle and lay out the whole page once more, a long task on
 * a slow phone, just before the app takes the page over and lays it out again.
 */
export function fetchAppStylesheet(doc: Document, href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'print';
    link.href = href;
    link.setAttribute(APP_STYLESHEET_ATTRIBUTE, '');
    link.onload = () => resolve();
    link.onerror = () => resolve();
    doc.head.append(link);
  });
}

/** Applies the stylesheet fetchAppStylesheet linked: called as the app commits its first screen. */
export function applyAppStylesheet(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}]`)) {
    link.media = 'all';
  }
}
