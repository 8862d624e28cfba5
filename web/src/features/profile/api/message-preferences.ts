import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageLanguage,
  MessagePreferences,
  MessagePreferencesRequest,
} from '@crm/contract/messages';
import { http } from '@/lib/http';

/** The member's LINE and SMS message settings (GET/PUT /Customer/MessagePreferences). */
export const MESSAGE_PREFERENCES_QUERY_KEY = ['message-preferences'] as const;

export const messagePreferencesQuery = queryOptions({
  queryKey: MESSAGE_PREFERENCES_QUERY_KEY,
  queryFn: () => http.get<MessagePreferences>('/Customer/MessagePreferences'),
});

export function useMessagePreferences() {
  return useQuery(messagePreferencesQuery);
}

/** Saves the whole setting; the screen shows the change at once and the answer after. */
export function useSaveMessagePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MessagePreferencesRequest) =>
      http.put<MessagePreferences>('/Customer/MessagePreferences', { body }),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: MESSAGE_PREFERENCES_QUERY_KEY });
      const before = client.getQueryData<MessagePreferences>(MESSAGE_PREFERENCES_QUERY_KEY);
      if (before) {
        const off = new Set(body.opted_out);
        client.setQueryData<MessagePreferences>(MESSAGE_PREFERENCES_QUERY_KEY, {
          language: body.language,
          kinds: before.kinds.map((k) => ({ ...k, is_enabled: !off.has(k.kind) })),
        });
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(MESSAGE_PREFERENCES_QUERY_KEY, context.before);
    },
    onSuccess: (saved) => client.setQueryData(MESSAGE_PREFERENCES_QUERY_KEY, saved),
  });
}

/** The language messages arrive in for an app language. */
export const messageLanguageOf = (appLanguage: string): MessageLanguage =>
  appLanguage === 'th' ? 'th' : 'en';

/**
 * Messages follow the app's language when the member switches it: the language is saved with the
 * kinds as they are. The notifications screen may pick another after.
 */
export function useFollowAppLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (language: MessageLanguage) => {
      const current = await client.ensureQueryData(messagePreferencesQuery);
      if (current.language === language) return current;
      const body: MessagePreferencesRequest = {
        language,
        opted_out: current.kinds.filter((k) => !k.is_enabled).map((k) => k.kind),
      };
      return http.put<MessagePreferences>('/Customer/MessagePreferences', { body });
    },
    onSuccess: (saved) => client.setQueryData(MESSAGE_PREFERENCES_QUERY_KEY, saved),
  });
}
