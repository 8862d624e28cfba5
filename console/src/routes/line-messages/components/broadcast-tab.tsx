import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BroadcastSegment } from '@crm/contract/broadcasts';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { localized } from '@/common/i18n';
import { tierChoicesQuery, useCountSegment, useSendBroadcast } from '../common/api';
import { BroadcastHistory } from './broadcast-history';

interface Draft {
  segment: BroadcastSegment;
  bodyTh: string;
  bodyEn: string;
}

const emptyDraft: Draft = { segment: {}, bodyTh: '', bodyEn: '' };

/** A message to a segment: who, what, how many it reaches, then a confirmed send. */
export function BroadcastTab({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation(['lineMessages', 'common']);
  const tiers = useQuery(tierChoicesQuery);
  const count = useCountSegment();
  const send = useSendBroadcast();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  /** The segment the shown count is of; changing the segment asks for a new count. */
  const [counted, setCounted] = useState<{ segment: BroadcastSegment; members: number } | null>(
    null,
  );
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  // One key per broadcast being written: a second press or a retried request sends nothing more.
  const requestKey = useRef(crypto.randomUUID());

  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const setSegment = (change: Partial<BroadcastSegment>) =>
    set({ segment: { ...draft.segment, ...change } });
  const countIsCurrent =
    counted !== null && JSON.stringify(counted.segment) === JSON.stringify(draft.segment);
  const ready =
    canManage &&
    countIsCurrent &&
    counted.members > 0 &&
    draft.bodyTh.trim() &&
    draft.bodyEn.trim();

  const tierOptions = useMemo(
    () =>
      (tiers.data?.tiers ?? []).map((tier) => ({
        value: String(tier.tier_id),
        label: localized(tier.name_th, tier.name_en),
      })),
    [tiers.data],
  );

  const doCount = async () => {
    setFailure(null);
    try {
      const { member_count } = await count.mutateAsync(draft.segment);
      setCounted({ segment: draft.segment, members: member_count });
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const doSend = async () => {
    setFailure(null);
    try {
      const sent = await send.mutateAsync({
        request_key: requestKey.current,
        segment: draft.segment,
        body_th: draft.bodyTh.trim(),
        body_en: draft.bodyEn.trim(),
      });
      notifications.show({
        color: 'teal',
        message: t('broadcast.sent', { count: sent.member_count }),
      });
      requestKey.current = crypto.randomUUID();
      setDraft(emptyDraft);
      setCounted(null);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setConfirming(false);
    }
  };

  const omitEmpty = (value: string | null) => value ?? undefined;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('broadcast.segmentTitle')}
            </Title>
            <Alert variant="light" color="green" icon={<IconInfoCircle size={18} />} p="sm">
              <Text size="sm">{t('broadcast.segmentLead')}</Text>
            </Alert>
            <Select
              label={t('broadcast.tier')}
              placeholder={t('broadcast.anyTier')}
              data={tierOptions}
              value={draft.segment.tier_id === undefined ? null : String(draft.segment.tier_id)}
              onChange={(value) => setSegment({ tier_id: value ? Number(value) : undefined })}
              clearable
              disabled={!canManage}
            />
            <DatePickerInput
              type="range"
              label={t('broadcast.lastVisit')}
              placeholder={t('broadcast.anyDay')}
              value={[draft.segment.visit_from ?? null, draft.segment.visit_to ?? null]}
              onChange={([from, to]) =>
                setSegment({ visit_from: omitEmpty(from), visit_to: omitEmpty(to ?? from) })
              }
              allowSingleDateInRange
              clearable
              disabled={!canManage}
            />
            <Group justify="space-between" align="center" mt="xs">
              <Reach counted={countIsCurrent ? counted.members : null} />
              <Button
                variant="light"
                onClick={() => void doCount()}
                loading={count.isPending}
                disabled={!canManage}
              >
                {t('broadcast.count')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('broadcast.messageTitle')}
            </Title>
            <Textarea
              label={t('templates.bodyTh')}
              value={draft.bodyTh}
              onChange={(event) => set({ bodyTh: event.currentTarget.value })}
              autosize
              minRows={4}
              maxLength={1000}
              disabled={!canManage}
            />
            <Textarea
              label={t('templates.bodyEn')}
              value={draft.bodyEn}
              onChange={(event) => set({ bodyEn: event.currentTarget.value })}
              autosize
              minRows={4}
              maxLength={1000}
              disabled={!canManage}
            />
            {counted && !countIsCurrent && (
              <Text size="sm" c="orange">
                {t('broadcast.recount')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button onClick={() => setConfirming(true)} disabled={!ready}>
                {countIsCurrent && counted.members > 0
                  ? t('broadcast.send', { count: counted.members })
                  : t('broadcast.sendIdle')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </SimpleGrid>
      {failure && <ApiErrorAlert error={failure} />}
      <BroadcastHistory />
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('broadcast.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('broadcast.confirmBody', { count: counted?.members ?? 0 })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('broadcast.cancel')}
            </Button>
            <Button color="green" loading={send.isPending} onClick={() => void doSend()}>
              {t('broadcast.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function Reach({ counted }: { counted: number | null }) {
  const { t } = useTranslation('lineMessages');
  if (counted === null) return <span />;
  return (
    <Group gap="sm" role="status">
      <ThemeIcon variant="light" color={counted > 0 ? 'green' : 'gray'} size="lg" radius="xl">
        <IconUsers size={18} />
      </ThemeIcon>
      <Text fw={600} size="lg" c={counted > 0 ? undefined : 'dimmed'}>
        {counted > 0 ? t('broadcast.reaches', { count: counted }) : t('broadcast.reachesNone')}
      </Text>
    </Group>
  );
}
