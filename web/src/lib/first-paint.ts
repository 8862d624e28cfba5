/**
 * Calls `then` once the frame that shows the page has been rendered and the browser has shown
 * it on screen: a frame rendered is not yet a frame painted, and a slow phone paints it well
 * after. Right after that frame where paint timing is unknown. Kept apart: the boot script of
 * drawn pages (src/boot.ts) uses it without the app.
 */
export function afterFirstPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(() => whenPainted(then)));
}

function whenPainted(then: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    then();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}
