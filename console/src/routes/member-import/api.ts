import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportCheck, MemberImport } from '@crm/contract/member-import';
import { http } from '@/common/api/http';
import { saveFile } from '@/common/save-file';

const API = '/console/member-imports';
const PAGE_SIZE = 10;
/** How often the progress bar asks how far an import got. */
const PROGRESS_POLL_MS = 1_000;

interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

export const importKeys = {
  all: ['member-imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  one: (id: number) => [...importKeys.all, 'one', id] as const,
};

export const importListQuery = (cursor?: string) =>
  queryOptions({
    queryKey: [...importKeys.list(), cursor ?? null],
    queryFn: ({ signal }) =>
      http.get<Page<MemberImport>>(API, { query: { cursor, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** One import, asked again every second while it runs. */
export const importQuery = (id: number) =>
  queryOptions({
    queryKey: importKeys.one(id),
    queryFn: ({ signal }) => http.get<MemberImport>(`${API}/${id}`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.status === 'importing' ? PROGRESS_POLL_MS : false,
  });

/** The dry run: the file goes up as it is, and every row comes back checked. */
export function useCheckFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      http.post<ImportCheck>(API, {
        query: { file_name: file.name },
        // Windows names a CSV application/vnd.ms-excel, or nothing; it is a CSV either way.
        body: new Blob([file], { type: 'text/csv' }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: importKeys.list() }),
  });
}

export function useCommitImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<MemberImport>(`${API}/${id}/commit`),
    onSuccess: (started) => {
      client.setQueryData(importKeys.one(started.id), started);
      void client.invalidateQueries({ queryKey: importKeys.list() });
    },
  });
}

export function useDownloadTemplate() {
  return useMutation({
    mutationFn: async () =>
      saveFile(await http.file(`${API}/template.csv`), 'members-template.csv'),
  });
}
