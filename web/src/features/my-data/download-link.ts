/**
 * LINE's in-app browser saves no downloads; LINE opens a URL carrying openExternalBrowser=1 in
 * the phone's own browser instead, where the zip downloads. Other browsers take the link as is.
 */
export function downloadHref(downloadUrl: string, userAgent: string): string {
  if (!/\bLine\//i.test(userAgent)) return downloadUrl;
  return `${downloadUrl}${downloadUrl.includes('?') ? '&' : '?'}openExternalBrowser=1`;
}
