import { Alert, Stack, Tabs } from '@mantine/core';
import {
  IconLock,
  IconMessageCircle,
  IconSend,
  IconSettings,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/common/components/page-header';
import { useCanManageMessages } from './common/use-can-manage';
import { BroadcastTab } from './components/broadcast-tab';
import { DeliveryTab } from './components/delivery-tab';
import { SettingsTab } from './components/settings-tab';
import { TemplatesTab } from './components/templates-tab';

export { loader } from './loader';

const tabs = ['settings', 'templates', 'broadcast', 'delivery'] as const;
type Tab = (typeof tabs)[number];
const icons = {
  settings: IconSettings,
  templates: IconMessageCircle,
  broadcast: IconSend,
  delivery: IconTruckDelivery,
} as const;

const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab === value);

/** LINE channels, message templates, broadcasts and delivery failures, one tab each. */
export function Component() {
  const { t } = useTranslation(['lineMessages', 'nav']);
  const canManage = useCanManageMessages();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'settings';

  return (
    <Stack gap="lg" maw={1180} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.messages') }]}
        title={t('title')}
        lead={t('lead')}
      />
      {!canManage && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
          {t('readOnly')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) => setParams(value ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
        variant="outline"
        radius="md"
      >
        <Tabs.List>
          {tabs.map((id) => {
            const Icon = icons[id];
            return (
              <Tabs.Tab key={id} value={id} leftSection={<Icon size={16} />}>
                {t(`tabs.${id}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="settings" pt="lg">
          <SettingsTab canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="templates" pt="lg">
          <TemplatesTab canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="broadcast" pt="lg">
          <BroadcastTab canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="delivery" pt="lg">
          <DeliveryTab canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
