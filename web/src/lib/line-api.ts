import type { LineIssueResult } from '@crm/contract/line';
import type { LiffConfig, LineLinkBody } from '@crm/contract/liff';
import { http } from '@/lib/http';

/*
 * LINE calls that sign-in and the profile's "Connect LINE" share: the brand's LIFF app, LINE
 * Login's start, and adding LINE to the signed-in member.
 */

/**
 * How "Connect LINE" through LINE Login ended, for the profile: the landing adds LINE on the
 * way back and puts `linked` or the API's error code in this query.
 */
export const LINE_LINK_QUERY = 'lineLink';
export const LINE_LINKED = 'linked';

/** The brand's LIFF app id; null when the brand has none. */
export function getLiffConfig(brandRef: string) {
  return http.get<LiffConfig>('/liff/config', {
    query: { brandRef },
    anonymous: true,
    silent: true,
  });
}

/** Development only: the ID token LINE's LIFF mock hands out for a display name. */
export async function mintDevLiffToken(brandRef: string, name: string) {
  const minted = await http.post<{ id_token: string }>('/dev/liff-id-token', {
    body: { brandRef, name },
    anonymous: true,
    silent: true,
  });
  return minted.id_token;
}

/** Who LINE's LIFF mock is signed in as: `?liffMockUser=` (tests, demo), else one demo user. */
export function liffMockUser(search: string): string {
  return new URLSearchParams(search).get('liffMockUser') ?? 'LINE demo';
}

/** Starts LINE Login: where to send the browser. */
export function issueLineLogin(brandRef: string, isGlobal: string) {
  return http.get<LineIssueResult>('/lineprovider/issue', {
    query: { brandRef, isGlobal },
    anonymous: true,
  });
}

/**
 * Adds the LINE account proved by a LIFF ID token or a LINE Login identity to the signed-in
 * member. Silent: the screen words its refusals itself.
 */
export function linkLine(body: LineLinkBody) {
  return http.post<{ is_line_linked: true }>('/authentication/line/link', { body, silent: true });
}
