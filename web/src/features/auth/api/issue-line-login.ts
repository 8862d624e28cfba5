import type { LineIssueResult } from '@crm/contract/line';
import { http } from '@/lib/http';

/** Starts a LINE sign-in: where to send the browser. */
export function issueLineLogin(brandRef: string, isGlobal: string) {
  return http.get<LineIssueResult>('/lineprovider/issue', {
    query: { brandRef, isGlobal },
    anonymous: true,
  });
}
