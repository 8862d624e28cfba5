import { useMutation } from '@tanstack/react-query';
import { http, type RequestOptions } from '@/common/api/http';
import { saveFile } from '@/common/save-file';
import type { AuditFilters } from '../common/api';

/** Downloads the log as filtered now as CSV (the API records the download). */
export function useDownloadAuditCsv() {
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const query = { ...filters } as RequestOptions['query'];
      const day = new Date().toISOString().slice(0, 10);
      saveFile(await http.file('/operator/audit-log.csv', { query }), `audit-log-${day}.csv`);
    },
  });
}
