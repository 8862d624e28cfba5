import { useMutation } from '@tanstack/react-query';
import type { MemberExportLink } from '@crm/contract/privacy-requests';
import { http } from '@/lib/http';

/**
 * Asks for a link to the member's own data (a few an hour). Failures show on the screen
 * (silent): a refusal for asking too often is an answer to read there, not an error dialog.
 */
export function requestDataExport() {
  return http.post<MemberExportLink>('/Customer/DataExport', { silent: true });
}

export function useRequestDataExport() {
  return useMutation({ mutationFn: requestDataExport });
}
