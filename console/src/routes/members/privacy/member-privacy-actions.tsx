import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberErasure } from '@crm/contract/privacy-requests';
import { failureOf } from '@/common/api/http';
import { operatorMeQuery } from '@/common/api/operator-me';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { formatDateTime } from '@/common/dates';
import { useExportMember } from './api';
import { EraseMemberModal } from './erase-member-modal';

/**
 * A member's privacy requests (PDPA ss. 30 to 33) on their detail page: a copy of their data as a
 * zip, and the erasure of their personal data. Only roles holding members.export or
 * members.erase see the buttons; an erased member shows when it happened.
 */
export function MemberPrivacyActions({
  memberId,
  memberCode,
  erasedAt,
  onErased,
}: {
  memberId: number;
  memberCode: string;
  /** ISO time of the erasure, or null for a member whose data is still held. */
  erasedAt: string | null;
  /** The page refetches the member, now anonymised. */
  onErased?: (erasure: MemberErasure) => void;
}) {
  const { t } = useTranslation('memberPrivacy');
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  const mayExport = me.permissions.includes('members.export');
  const mayErase = me.permissions.includes('members.erase');
  const exportZip = useExportMember({ memberId, memberCode });
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState(erasedAt);

  if (!mayExport && !mayErase) return null;
  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      radius="md"
      aria-labelledby="member-privacy-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
          <Stack gap={4}>
            <Group gap="xs">
              <IconShieldCheck size={20} stroke={1.5} />
              <Title order={3} size="h4" id="member-privacy-title">
                {t('title')}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            {mayExport && (
              <Button
                variant="light"
                leftSection={<IconDownload size={18} stroke={1.5} />}
                loading={exportZip.isPending}
                onClick={() => exportZip.mutate()}
              >
                {t('export.button')}
              </Button>
            )}
            {mayErase && !erased && (
              <Button
                variant="outline"
                color="red"
                leftSection={<IconTrash size={18} stroke={1.5} />}
                onClick={() => setErasing(true)}
              >
                {t('erase.button')}
              </Button>
            )}
          </Group>
        </Group>
        {erased && (
          <Alert color="gray" variant="light" title={t('erased.title')}>
            {t('erased.body', { at: formatDateTime(erased) })}
          </Alert>
        )}
        {exportZip.isError && <ApiErrorAlert error={failureOf(exportZip.error)} />}
      </Stack>
      {mayErase && (
        <EraseMemberModal
          opened={erasing}
          memberId={memberId}
          memberCode={memberCode}
          onClose={() => setErasing(false)}
          onErased={(erasure) => {
            setErased(erasure.erased_at);
            onErased?.(erasure);
          }}
        />
      )}
    </Card>
  );
}
