import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconLayoutList,
  IconMenu2,
  IconPalette,
  IconPhoto,
  IconSettings,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ThemeFields } from '@crm/contract/theme';
import { operatorMeQuery } from '@/common/api/operator-me';
import { brandLookQuery } from './api';
import { ColorsPanel } from './components/colors-panel';
import { HomeSectionsPanel } from './components/home-sections-panel';
import { PhonePreview } from './components/phone-preview';
import { PicturesPanel } from './components/pictures-panel';
import { SettingsPanel, settingsKey } from './components/settings-panel';
import { SideMenuPanel } from './components/side-menu-panel';

export { loader } from './loader';

const tabs = [
  { value: 'colors', icon: IconPalette },
  { value: 'pictures', icon: IconPhoto },
  { value: 'settings', icon: IconSettings },
  { value: 'sections', icon: IconLayoutList },
  { value: 'menu', icon: IconMenu2 },
] as const;

/**
 * The member app's look: colours, pictures, sign-in and menu settings, home sections and side
 * menu, each part saved on its own, beside the member app in a phone that takes the colours as
 * they are edited and reloads to show each save.
 */
export function Component() {
  const { t } = useTranslation('brandLook');
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  const { data: look } = useSuspenseQuery(brandLookQuery);
  const [draft, setDraft] = useState<ThemeFields>(look.Theme_Field);
  const [version, setVersion] = useState(0);
  const first = useRef(look);
  useEffect(() => {
    if (first.current !== look) setVersion((n) => n + 1);
  }, [look]);
  const onDraft = useCallback((colors: ThemeFields) => setDraft(colors), []);

  return (
    <Stack gap="lg" maw={1280} mx="auto">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm" maw={760}>
          {t('lead')}
        </Text>
      </Stack>
      <Group align="flex-start" wrap="nowrap" gap="xl">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Tabs defaultValue="colors" keepMounted>
            <Tabs.List>
              {tabs.map(({ value, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} stroke={1.5} />}>
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="colors" pt="lg">
              <ColorsPanel saved={look.Theme_Field} onDraft={onDraft} />
            </Tabs.Panel>
            <Tabs.Panel value="pictures" pt="lg">
              <PicturesPanel look={look} />
            </Tabs.Panel>
            <Tabs.Panel value="settings" pt="lg">
              <SettingsPanel key={settingsKey(look.Setting_Field)} saved={look.Setting_Field} />
            </Tabs.Panel>
            <Tabs.Panel value="sections" pt="lg">
              <HomeSectionsPanel saved={look.home_sections} banners={look.banners} />
            </Tabs.Panel>
            <Tabs.Panel value="menu" pt="lg">
              <SideMenuPanel saved={look.side_menu} />
            </Tabs.Panel>
          </Tabs>
        </Box>
        <Box w={260} style={{ position: 'sticky', top: 84, flex: 'none' }} visibleFrom="md">
          <PhonePreview brandRef={me.brand_ref} colors={draft} version={version} />
        </Box>
      </Group>
    </Stack>
  );
}
