import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Broadcast,
  BroadcastSegment,
  BroadcastSendRequest,
  DeliveryItem,
  DeliveryListQuery,
} from '@crm/contract/broadcasts';
import type { LineSettings, LineSettingsRequest } from '@crm/contract/line-settings';
import type {
  MessageTemplate,
  MessageTemplateRequest,
  TemplateKind,
  TemplatePreview,
  TemplatePreviewRequest,
} from '@crm/contract/message-templates';
import type { TierLadder } from '@crm/contract/tier-setup';
import { http } from '@/common/api/http';

const PAGE_SIZE = 20;

interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export const lineKeys = {
  all: ['line-messages'] as const,
  settings: () => [...lineKeys.all, 'settings'] as const,
  templates: () => [...lineKeys.all, 'templates'] as const,
  preview: (body: TemplatePreviewRequest) => [...lineKeys.all, 'preview', body] as const,
  broadcasts: () => [...lineKeys.all, 'broadcasts'] as const,
  deliveries: () => [...lineKeys.all, 'deliveries'] as const,
  tiers: () => [...lineKeys.all, 'tiers'] as const,
};

export const lineSettingsQuery = queryOptions({
  queryKey: lineKeys.settings(),
  queryFn: ({ signal }) => http.get<LineSettings>('/console/line-settings', { signal }),
});

export function useSaveLineSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LineSettingsRequest) =>
      http.put<LineSettings>('/console/line-settings', { body }),
    onSuccess: (settings) => client.setQueryData(lineKeys.settings(), settings),
  });
}

export const templatesQuery = queryOptions({
  queryKey: lineKeys.templates(),
  queryFn: ({ signal }) =>
    http.get<{ items: MessageTemplate[] }>('/console/message-templates', { signal }),
});

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: TemplateKind; body: MessageTemplateRequest }) =>
      http.put<MessageTemplate>(`/console/message-templates/${kind}`, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: lineKeys.templates() }),
  });
}

/** Both texts as members read them; the previous preview stays while the next one loads. */
export const previewQuery = (body: TemplatePreviewRequest) =>
  queryOptions({
    queryKey: lineKeys.preview(body),
    queryFn: ({ signal }) =>
      http.post<TemplatePreview>('/console/message-templates/preview', { body, signal }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

export const tierChoicesQuery = queryOptions({
  queryKey: lineKeys.tiers(),
  queryFn: ({ signal }) => http.get<TierLadder>('/operator/tiers', { signal }),
});

export function useCountSegment() {
  return useMutation({
    mutationFn: (segment: BroadcastSegment) =>
      http.post<{ member_count: number }>('/console/broadcasts/count', { body: { segment } }),
  });
}

export function useSendBroadcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BroadcastSendRequest) =>
      http.post<Broadcast>('/console/broadcasts', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: lineKeys.broadcasts() }),
  });
}

export const broadcastsQuery = (cursor?: string) =>
  queryOptions({
    queryKey: [...lineKeys.broadcasts(), cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<Broadcast>>('/console/broadcasts', {
        query: { cursor, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const deliveriesQuery = (status: DeliveryListQuery['status'], cursor?: string) =>
  queryOptions({
    queryKey: [...lineKeys.deliveries(), status, cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<DeliveryItem>>('/console/messages', {
        query: { status, cursor, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useRetryDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      http.post<DeliveryItem>(`/console/messages/${messageId}/retry`),
    onSettled: () => client.invalidateQueries({ queryKey: lineKeys.deliveries() }),
  });
}
