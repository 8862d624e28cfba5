import { useState } from 'react';
import { Alert, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFilePlus, IconLock, IconSend } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { defaultPolicyReference, type PolicyVersion } from '@crm/contract/privacy-policies';
import { failureOf } from '@/common/api/http';
import { operatorMeQuery } from '@/common/api/operator-me';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { formatDateTime } from '@/common/dates';
import {
  policyListQuery,
  policyQuery,
  useCreateDraft,
  usePublish,
  useUpdateDraft,
} from '../common/api';
import { ConsentBar } from '../common/consent-bar';
import { privacyPaths } from '../common/paths';
import { StatusBadge } from '../common/status-badge';
import { PolicyEditor } from './components/policy-editor';
import { PublishModal } from './components/publish-modal';
import { PublishedPolicy } from './components/published-policy';

export { loader } from './loader';

/** /privacy/new writes a draft; /privacy/:policyId edits a draft or shows a published version. */
export function Component() {
  const { policyId } = useParams();
  const id = Number(policyId);
  return policyId === undefined ? <NewDraft /> : <Version policyId={id} />;
}

function useCrumbs() {
  const { t } = useTranslation(['privacy', 'nav']);
  return [{ label: t('nav:groups.privacy') }, { label: t('title'), to: privacyPaths.list }];
}

function NewDraft() {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const crumbs = useCrumbs();
  const list = useQuery(policyListQuery());
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  const create = useCreateDraft();
  if (list.isPending) return <Loading />;
  const newest = list.data?.items[0];
  // One draft at a time: an open one is where the next version is written.
  if (newest?.status === 'draft') {
    return <Navigate to={privacyPaths.version(newest.policy_id)} replace />;
  }
  const current = list.data?.items.find((version) => version.current);
  const next = (newest?.version ?? 0) + 1;

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={crumbs}
        title={t('newTitle', { version: next })}
        lead={current ? t('newLead', { version: current.version }) : undefined}
      />
      <PolicyEditor
        defaults={{
          content_th: current?.content_th ?? '',
          content_en: current?.content_en ?? '',
          reference: '',
        }}
        referenceHint={defaultPolicyReference(me.brand_ref, next)}
        saving={create.isPending}
        onSave={async (draft) => {
          const created = await create.mutateAsync(draft);
          notifications.show({ color: 'teal', message: t('draftSaved') });
          void navigate(privacyPaths.version(created.policy_id), { replace: true });
        }}
      />
    </Stack>
  );
}

function Version({ policyId }: { policyId: number }) {
  const { t } = useTranslation('privacy');
  const crumbs = useCrumbs();
  const version = useQuery(policyQuery(policyId));
  if (version.isPending) return <Loading />;
  if (version.isError) {
    return (
      <Stack gap="lg" maw={1120} mx="auto">
        <PageHeader crumbs={crumbs} title={t('title')} />
        <ApiErrorAlert error={failureOf(version.error)} />
      </Stack>
    );
  }
  const data = version.data;
  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={crumbs}
        title={t('versionName', { version: data.version })}
        lead={
          <Group gap="xs" component="span">
            <StatusBadge version={data} />
            <Text span size="sm" c="dimmed">
              {data.reference}
              {data.published_at &&
                ` · ${t('publishedOn', { date: formatDateTime(data.published_at) })}`}
            </Text>
          </Group>
        }
      />
      {data.status === 'draft' ? <DraftVersion version={data} /> : <Published version={data} />}
    </Stack>
  );
}

function DraftVersion({ version }: { version: PolicyVersion }) {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const update = useUpdateDraft(version.policy_id);
  const publish = usePublish(version.policy_id);
  const list = useQuery(policyListQuery());
  const [confirming, setConfirming] = useState(false);
  const current = list.data?.items.find((item) => item.current)?.consent;
  const members = current ? current.consented + current.withdrawn + current.not_yet : undefined;

  return (
    <>
      <Alert color="orange" variant="light">
        {t('draftNotice')}
      </Alert>
      <PolicyEditor
        defaults={{
          content_th: version.content_th,
          content_en: version.content_en,
          reference: version.reference,
        }}
        referenceHint={version.reference}
        saving={update.isPending}
        onSave={async (draft) => {
          await update.mutateAsync(draft);
          notifications.show({ color: 'teal', message: t('draftSaved') });
        }}
        extraActions={({ dirty }) => (
          <Button
            variant="light"
            color="orange"
            leftSection={<IconSend size={16} />}
            disabled={dirty}
            title={dirty ? t('publish.saveFirst') : undefined}
            onClick={() => setConfirming(true)}
          >
            {t('publish.open')}
          </Button>
        )}
      />
      <PublishModal
        opened={confirming}
        version={version.version}
        members={members}
        onClose={() => setConfirming(false)}
        onPublish={async () => {
          await publish.mutateAsync();
          notifications.show({
            color: 'teal',
            message: t('publish.done', { version: version.version }),
          });
          void navigate(privacyPaths.list);
        }}
      />
    </>
  );
}

function Published({ version }: { version: PolicyVersion }) {
  const { t } = useTranslation('privacy');
  return (
    <>
      {version.consent && (
        <Card withBorder radius="md" padding="lg">
          <ConsentBar counts={version.consent} />
        </Card>
      )}
      <Alert
        color="gray"
        variant="light"
        icon={<IconLock size={20} stroke={1.5} />}
        title={t('immutableTitle')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('immutable')}</Text>
          <Button
            component={Link}
            to={privacyPaths.newVersion}
            size="xs"
            variant="light"
            leftSection={<IconFilePlus size={14} />}
          >
            {t('newVersion')}
          </Button>
        </Stack>
      </Alert>
      <PublishedPolicy version={version} />
    </>
  );
}

function Loading() {
  return (
    <Center mih={320}>
      <Loader />
    </Center>
  );
}
