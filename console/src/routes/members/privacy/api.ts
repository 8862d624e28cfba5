import { useMutation } from '@tanstack/react-query';
import type { MemberEraseRequest, MemberErasure } from '@crm/contract/privacy-requests';
import { http } from '@/common/api/http';
import { saveFile } from '@/common/save-file';

const memberPath = (memberId: number) => `/console/members/${memberId}`;

/** Everything of one member as a zip, through the audited export (owners). */
export function useExportMember(member: { memberId: number; memberCode: string }) {
  return useMutation({
    mutationFn: async () => {
      const zip = await http.file(`${memberPath(member.memberId)}/export`);
      const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      saveFile(zip, `member-${member.memberCode}-${day}.zip`);
    },
  });
}

/** Erases the member's personal data for good (owners); the answer says when. */
export function useEraseMember(memberId: number) {
  return useMutation({
    mutationFn: (body: MemberEraseRequest) =>
      http.post<MemberErasure>(`${memberPath(memberId)}/erase`, { body }),
  });
}
