import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportRange, ReportTable } from '@crm/contract/reports';
import { failureOf } from '@/common/api/http';
import { failureText } from '@/common/failure-text';
import { useDownloadCsv } from '../../common/api';

/** Downloads one of the dashboard's tables over the range as CSV. */
export function CsvButton({ table, range }: { table: ReportTable; range: ReportRange }) {
  const { t } = useTranslation('reports');
  const download = useDownloadCsv();
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      aria-label={t('csvLabel', { table: t(`tables.${table}`) })}
      onClick={() =>
        download.mutate(
          { table, range },
          {
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: t('csvFailed'),
                message: failureText(failureOf(error)),
              }),
          },
        )
      }
    >
      {t('csv')}
    </Button>
  );
}
