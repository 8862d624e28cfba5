import { WEB_APP_MANIFEST_PATH } from '@crm/contract/web-app-paths';

/**
 * Points the page's manifest link at the brand's manifest, so installing the app gives it the
 * brand's name, icon and colour. The service worker answers every page with the same cached
 * index.html, so the brand is set here rather than by the server.
 */
export function linkBrandManifest(brandRef: string | null): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  const href = brandRef
    ? `${WEB_APP_MANIFEST_PATH}?brandRef=${encodeURIComponent(brandRef)}`
    : WEB_APP_MANIFEST_PATH;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
