import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import {
  IconDownload,
  IconFileSpreadsheet,
  IconUpload,
  IconUsersPlus,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMPORT_MAX_BYTES, type ImportCheck } from '@crm/contract/member-import';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { formatNumber } from '@/common/numbers';
import { useCheckFile, useCommitImport, useDownloadTemplate } from './api';
import { CheckSummary } from './components/check-summary';
import { ImportHistory } from './components/import-history';
import { ImportProgress } from './components/import-progress';
import { ProblemTable } from './components/problem-table';

export { loader } from './loader';

const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain', '.csv'];

/**
 * Members from the brand's old system: the template, a file checked without changing anything,
 * its problems row by row, then the import with a progress bar.
 */
export function Component() {
  const { t } = useTranslation(['memberImport', 'nav']);
  const template = useDownloadTemplate();
  const checkFile = useCheckFile();
  const commit = useCommitImport();
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  const [refused, setRefused] = useState(false);

  const onFile = (file: File) => {
    setRefused(false);
    setRunning(null);
    commit.reset();
    checkFile.mutate(file, { onSuccess: setCheck, onError: () => setCheck(null) });
  };
  const start = () => {
    if (!check) return;
    commit.mutate(check.id, { onSuccess: (started) => setRunning(started.id) });
  };

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.members') }]}
        title={t('nav:sections.member-import')}
        lead={t('lead')}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={template.isPending}
            onClick={() => template.mutate()}
          >
            {t('template')}
          </Button>
        }
      />

      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('step1')}
          </Title>
          <Dropzone
            onDrop={([file]) => file && onFile(file)}
            onReject={() => setRefused(true)}
            maxSize={IMPORT_MAX_BYTES}
            accept={CSV_TYPES}
            multiple={false}
            loading={checkFile.isPending}
            disabled={commit.isPending || running !== null}
            aria-label={t('drop')}
          >
            <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={36} stroke={1.5} color="var(--mantine-color-indigo-6)" />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={36} stroke={1.5} color="var(--mantine-color-red-6)" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileSpreadsheet size={36} stroke={1.5} color="var(--mantine-color-gray-5)" />
              </Dropzone.Idle>
              <Stack gap={2}>
                <Text fw={500}>{t('drop')}</Text>
                <Text size="sm" c="dimmed">
                  {t('dropHint')}
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          {refused && (
            <Text size="sm" c="red" role="alert">
              {t('refused')}
            </Text>
          )}
          {checkFile.isError && <ApiErrorAlert error={failureOf(checkFile.error)} />}
        </Stack>
      </Card>

      {check && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={3} size="h4">
                  {t('step2')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('checkedFile', { file: check.file_name })}
                </Text>
              </Stack>
              {running === null && (
                <Button
                  leftSection={<IconUsersPlus size={16} />}
                  disabled={check.ready_rows === 0}
                  loading={commit.isPending}
                  onClick={start}
                >
                  {t('commit', { count: check.ready_rows, shown: formatNumber(check.ready_rows) })}
                </Button>
              )}
            </Group>
            <CheckSummary check={check} />
            {running === null && check.problem_rows > 0 && <Text size="sm">{t('skipNote')}</Text>}
            {running !== null && <ImportProgress importId={running} />}
            {commit.isError && <ApiErrorAlert error={failureOf(commit.error)} />}
            {check.problems.length > 0 && <ProblemTable check={check} />}
          </Stack>
        </Card>
      )}

      <ImportHistory />
    </Stack>
  );
}
