import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ReportDashboard,
  ReportRange,
  ReportSettings,
  ReportTable,
} from '@crm/contract/reports';
import { http } from '@/common/api/http';
import { saveFile } from '@/common/save-file';

const API = '/operator/reports';
const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

export const reportKeys = {
  all: ['reports'] as const,
  dashboard: (range: ReportRange) => [...reportKeys.all, 'dashboard', range] as const,
  settings: () => [...reportKeys.all, 'settings'] as const,
};

/** Today in Bangkok (yyyy-MM-dd), whatever the browser's time zone. */
export const bangkokToday = (now = Date.now()) =>
  new Date(now + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** The last `days` Bangkok days up to today. */
export function lastDays(days: number, now = Date.now()): ReportRange {
  const to = bangkokToday(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

export const dashboardQuery = (range: ReportRange) =>
  queryOptions({
    queryKey: reportKeys.dashboard(range),
    queryFn: ({ signal }) =>
      http.get<ReportDashboard>(`${API}/dashboard`, { query: { ...range }, signal }),
    placeholderData: keepPreviousData,
  });

export const reportSettingsQuery = queryOptions({
  queryKey: reportKeys.settings(),
  queryFn: ({ signal }) => http.get<ReportSettings>(`${API}/settings`, { signal }),
});

export function useSavePointValue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportSettings) => http.put<ReportSettings>(`${API}/settings`, { body }),
    onSuccess: async (settings) => {
      client.setQueryData(reportKeys.settings(), settings);
      await client.invalidateQueries({ queryKey: [...reportKeys.all, 'dashboard'] });
    },
  });
}

/** Downloads one table of the dashboard as the CSV the API makes (and records). */
export function useDownloadCsv() {
  return useMutation({
    mutationFn: async ({ table, range }: { table: ReportTable; range: ReportRange }) =>
      saveFile(
        await http.file(`${API}/csv/${table}`, { query: { ...range } }),
        `report-${table}-${range.from}-${range.to}.csv`,
      ),
  });
}
