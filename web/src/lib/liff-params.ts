/**
 * What LIFF puts in the endpoint URL and must reach the page that starts the LIFF sign-in: its
 * own `liff.*` parameters, LINE Login's return after `liff.login()`, and the development mock's
 * user. The splash keeps them when it moves on, so the endpoint may be the app's root.
 */
const LIFF_RETURN = new Set([
  'code',
  'state',
  'error',
  'error_description',
  'friendship_status_changed',
  'liffClientId',
  'liffRedirectUri',
  'liffMockUser',
]);

export function liffParams(search: string): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith('liff.') || LIFF_RETURN.has(key)) kept[key] = value;
  }
  return kept;
}
