import { useState } from 'react';
import { Avatar, Badge, Button, Group, Menu, Stack, Tabs, Text } from '@mantine/core';
import {
  IconBan,
  IconChevronDown,
  IconCircleCheck,
  IconCoins,
  IconMedal,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { failureOf } from '@/common/api/http';
import { operatorMeQuery } from '@/common/api/operator-me';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { localized } from '@/common/i18n';
import { memberQuery, useSetBlocked } from '../common/api';
import { MemberPrivacyActions } from '../privacy/member-privacy-actions';
import { ConsentBadge } from '../common/consent-badge';
import { AdjustPointsModal } from './components/adjust-points-modal';
import { CodesTab } from './components/codes-tab';
import { ConsentTab } from './components/consent-tab';
import { HistoryTab } from './components/history-tab';
import { memberIdOf } from './loader';
import { ManualTierModal } from './components/manual-tier-modal';
import { OverviewTab } from './components/overview-tab';
import { PointsTab } from './components/points-tab';
import { ReasonActionModal } from './components/reason-action-modal';
import { SessionsTab } from './components/sessions-tab';

export { loader } from './loader';

type Dialog = 'adjust' | 'tier' | 'block' | null;

/** One member: everything about them in tabs, and what the team may do for them. */
export function Component() {
  const { t } = useTranslation(['members', 'nav']);
  const memberId = memberIdOf(useParams().memberId) ?? 0;
  const me = useQuery(operatorMeQuery);
  const detail = useQuery(memberQuery(memberId));
  const block = useSetBlocked(memberId);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const permissions = me.data?.permissions ?? [];
  const mayAdjust = permissions.includes('members.points.adjust');
  const mayEdit = permissions.includes('members.edit');

  if (detail.isError) return <ApiErrorAlert error={failureOf(detail.error)} />;
  const member = detail.data;
  if (!member) return null;
  const name = `${member.first_name} ${member.last_name}`.trim() || member.member_code;

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageHeader
        crumbs={[{ label: t('list.title'), to: '/members' }]}
        title={name}
        actions={
          (mayAdjust || mayEdit) && (
            <Group gap="xs">
              {mayAdjust && (
                <Button leftSection={<IconCoins size={16} />} onClick={() => setDialog('adjust')}>
                  {t('actions.adjust')}
                </Button>
              )}
              {mayEdit && (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button variant="default" rightSection={<IconChevronDown size={16} />}>
                      {t('actions.more')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconMedal size={16} />}
                      onClick={() => setDialog('tier')}
                    >
                      {t('actions.tier')}
                    </Menu.Item>
                    <Menu.Item
                      color={member.is_blocked ? undefined : 'red'}
                      leftSection={
                        member.is_blocked ? <IconCircleCheck size={16} /> : <IconBan size={16} />
                      }
                      onClick={() => setDialog('block')}
                    >
                      {member.is_blocked ? t('actions.unblock') : t('actions.block')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              )}
            </Group>
          )
        }
      />
      <Group gap="xs" mt={-8}>
        <Avatar src={member.image_url || null} size="sm" radius="xl" name={name} />
        <Text size="sm" c="dimmed" ff="monospace">
          {member.member_code}
        </Text>
        {member.tier.current && (
          <Badge color="violet" variant="light">
            {localized(member.tier.current.name_th, member.tier.current.name_en)}
          </Badge>
        )}
        <ConsentBadge consent={member.consent} />
        {member.is_blocked && (
          <Badge color="red" variant="filled">
            {t('blocked')}
          </Badge>
        )}
      </Group>
      <MemberPrivacyActions
        memberId={member.member_id}
        memberCode={member.member_code}
        erasedAt={member.erased_at}
        onErased={() => void queryClient.invalidateQueries(memberQuery(member.member_id))}
      />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="overview">{t('tabs.overview')}</Tabs.Tab>
          <Tabs.Tab value="points">{t('tabs.points')}</Tabs.Tab>
          <Tabs.Tab value="codes">{t('tabs.codes')}</Tabs.Tab>
          <Tabs.Tab value="consent">{t('tabs.consent')}</Tabs.Tab>
          <Tabs.Tab value="sessions">{t('tabs.sessions')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab member={member} />
        </Tabs.Panel>
        <Tabs.Panel value="points">
          <PointsTab member={member} />
        </Tabs.Panel>
        <Tabs.Panel value="codes">
          <CodesTab member={member} />
        </Tabs.Panel>
        <Tabs.Panel value="consent">
          <ConsentTab member={member} mayEdit={mayEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="sessions">
          <SessionsTab member={member} mayEdit={mayEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <HistoryTab memberId={member.member_id} />
        </Tabs.Panel>
      </Tabs>
      {dialog === 'adjust' && (
        <AdjustPointsModal
          memberId={member.member_id}
          balance={member.points.balance}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'tier' && <ManualTierModal member={member} onClose={() => setDialog(null)} />}
      {dialog === 'block' && (
        <ReasonActionModal
          title={member.is_blocked ? t('block.unblockTitle') : t('block.title')}
          lead={member.is_blocked ? t('block.unblockLead') : t('block.lead')}
          confirm={member.is_blocked ? t('actions.unblock') : t('actions.block')}
          colour={member.is_blocked ? 'teal' : 'red'}
          done={member.is_blocked ? t('block.unblocked') : t('block.blocked')}
          onClose={() => setDialog(null)}
          onSubmit={(reason) => block.mutateAsync({ blocked: !member.is_blocked, reason })}
        />
      )}
    </Stack>
  );
}
