import {
  hashKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Profile } from '@crm/contract/customer';
import { PROFILE_IMAGE_FIELD } from '@crm/contract/profile-photo';
import { http } from '@/lib/http';

/** The key root every reader of GET /Customer/info shares; it holds the response as sent. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

export function getProfile(): Promise<Profile> {
  return http.get('/Customer/info');
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });
}

/** The signed-in member's profile; `enabled` false for a visitor without a session. */
export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}

/**
 * Calls `onRead` with each profile the query cache gets (a read, or data set after an edit) and
 * when it got it, outside any render; returns the unsubscribe.
 */
export function onProfileRead(
  queryClient: QueryClient,
  onRead: (profile: Profile, readAt: number) => void,
): () => void {
  const profileHash = hashKey(PROFILE_QUERY_KEY);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== profileHash) return;
    const profile = event.query.state.data as Profile | undefined;
    if (profile) onRead(profile, event.query.state.dataUpdatedAt);
  });
}

/** Points, consent or the profile changed on the server: every reader refetches. */
export function invalidateProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
}

export interface ProfileChanges {
  /** Multipart fields of UpdateCustomerInfo by name. */
  fields: Record<string, string>;
  /** A new profile photo, when one was chosen. */
  photo?: File | null;
}

/** POST /Customer/UpdateCustomerInfo (multipart); the answer is the whole new profile. */
export function updateCustomerInfo({ fields, photo }: ProfileChanges): Promise<Profile> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append(PROFILE_IMAGE_FIELD, photo, photo.name);
  return http.post('/Customer/UpdateCustomerInfo', { form });
}

export function useUpdateCustomerInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerInfo,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
