import { useMutation } from '@tanstack/react-query';
import type { MemberEraseRequest, MemberErasure } from '@crm/contract/privacy-requests';
import { http } from '@/common/api/http';

const memberPath = (memberId: number) => `/console/members/${memberId}`;

/** Hands a downloaded file to the browser under `fileName`. */
function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

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
