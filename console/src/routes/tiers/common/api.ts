import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TIER_PICTURE_FIELD,
  type TierLadder,
  type TierLadderRequest,
  type TierPreview,
  type TierSetup,
} from '@crm/contract/tier-setup';
import { http } from '@/common/api/http';

const tierKeys = { all: ['tiers'] as const };

/** Every tier of the brand with its criteria and members. */
export const tierLadderQuery = queryOptions({
  queryKey: [...tierKeys.all, 'ladder'],
  queryFn: ({ signal }) => http.get<TierLadder>('/operator/tiers', { signal }),
});

/** How many members each tier would hold under a ladder; changes nothing. */
export function usePreviewLadder() {
  return useMutation({
    mutationFn: (body: TierLadderRequest) =>
      http.post<TierPreview>('/operator/tiers/preview', { body }),
  });
}

export function useSaveLadder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TierLadderRequest) => http.put<TierLadder>('/operator/tiers', { body }),
    onSuccess: (ladder) => client.setQueryData(tierLadderQuery.queryKey, ladder),
    onSettled: () => client.invalidateQueries({ queryKey: tierKeys.all }),
  });
}

export function useUploadTierPicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      tierId,
      slot,
      file,
    }: {
      tierId: number;
      slot: 'image' | 'icon';
      file: File;
    }) => {
      const form = new FormData();
      form.append(TIER_PICTURE_FIELD, file);
      return http.put<TierSetup>(`/operator/tiers/${tierId}/pictures/${slot}`, { body: form });
    },
    onSettled: () => client.invalidateQueries({ queryKey: tierKeys.all }),
  });
}
