import { useState } from 'react';
import { Group, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { brandSettingsRequest } from '@crm/contract/brand-look';
import type { ThemeSettings } from '@crm/contract/theme';
import { useSavePart } from '../use-save-part';
import { Panel, SaveBar } from './panel';

type Flag = 'true' | 'false';
type Method = 'phone' | 'line';

const flag = (on: boolean): Flag => (on ? 'true' : 'false');

function MethodChoice({
  phone,
  line,
  order,
  onChange,
  labels,
  problem,
}: {
  phone: boolean;
  line: boolean;
  order: Method;
  onChange: (next: { phone: boolean; line: boolean; order: Method }) => void;
  labels: { phone: string; line: string; order: string };
  problem?: string;
}) {
  const { t } = useTranslation('brandLook');
  return (
    <Stack gap="sm">
      <Group gap="xl">
        <Switch
          label={labels.phone}
          checked={phone}
          onChange={(event) => onChange({ phone: event.currentTarget.checked, line, order })}
        />
        <Switch
          label={labels.line}
          checked={line}
          onChange={(event) => onChange({ phone, line: event.currentTarget.checked, order })}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {labels.order}
        </Text>
        <SegmentedControl
          value={order}
          disabled={!phone || !line}
          onChange={(value) =>
            onChange({ phone, line, order: value === 'line' ? 'line' : 'phone' })
          }
          data={[
            { value: 'phone', label: t('settings.phoneFirst') },
            { value: 'line', label: t('settings.lineFirst') },
          ]}
          w="fit-content"
        />
      </Stack>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Sign-in and registration ways and their order, the bottom menu's entries, the privilege
 * categories and the sections' layout (the cover's settings sit with its pictures). Drawn anew,
 * from what is saved, whenever that changes: see settingsKey.
 */
export function SettingsPanel({ saved }: { saved: ThemeSettings }) {
  const { t } = useTranslation('brandLook');
  const save = useSavePart();
  const [settings, setSettings] = useState(saved);
  const [checked, setChecked] = useState(false);
  const dirty = settingsKey(settings) !== settingsKey(saved);

  // The cover's settings are saved beside its pictures: what is saved of them now goes along.
  const body = { Setting_Field: { ...settings, Cover_Page: saved.Cover_Page } };
  const problems = brandSettingsRequest.safeParse(body).error?.issues ?? [];
  const problemAt = (part: 'Login' | 'Register') =>
    checked && problems.some((issue) => issue.path.includes(part))
      ? t('errors.SIGN_IN_METHOD_REQUIRED')
      : undefined;
  const set = <K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) =>
    setSettings({ ...settings, [key]: value });

  const submit = async () => {
    setChecked(true);
    if (problems.length > 0) return;
    await save.run({ part: 'settings', body }, 'settings.saved');
  };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Panel title={t('settings.login.title')} description={t('settings.login.hint')}>
          <MethodChoice
            phone={settings.Login.is_login_by_phone === 'true'}
            line={settings.Login.is_login_by_line === 'true'}
            order={settings.Login.order_login_type}
            labels={{
              phone: t('settings.byPhone'),
              line: t('settings.byLine'),
              order: t('settings.login.order'),
            }}
            problem={problemAt('Login')}
            onChange={({ phone, line, order }) =>
              set('Login', {
                is_login_by_phone: flag(phone),
                is_login_by_line: flag(line),
                order_login_type: order,
              })
            }
          />
        </Panel>
        <Panel title={t('settings.register.title')} description={t('settings.register.hint')}>
          <MethodChoice
            phone={settings.Register.is_register_by_phone === 'true'}
            line={settings.Register.is_register_by_line === 'true'}
            order={settings.Register.order_register_type}
            labels={{
              phone: t('settings.byPhone'),
              line: t('settings.byLine'),
              order: t('settings.register.order'),
            }}
            problem={problemAt('Register')}
            onChange={({ phone, line, order }) =>
              set('Register', {
                is_register_by_phone: flag(phone),
                is_register_by_line: flag(line),
                order_register_type: order,
              })
            }
          />
        </Panel>
        <Panel title={t('settings.menu.title')} description={t('settings.menu.hint')}>
          <Stack gap="sm">
            <Switch
              label={t('settings.menu.privileges')}
              checked={settings.Navbar_Menu.is_privilege_active === 'true'}
              onChange={(event) =>
                set('Navbar_Menu', {
                  ...settings.Navbar_Menu,
                  is_privilege_active: flag(event.currentTarget.checked),
                })
              }
            />
            <Switch
              label={t('settings.menu.packages')}
              checked={settings.Navbar_Menu.is_package_active === 'true'}
              onChange={(event) =>
                set('Navbar_Menu', {
                  ...settings.Navbar_Menu,
                  is_package_active: flag(event.currentTarget.checked),
                })
              }
            />
            <Switch
              label={t('settings.menu.categories')}
              description={t('settings.menu.categoriesHint')}
              checked={settings.Privilege_Page.is_catagory_active === 'true'}
              onChange={(event) =>
                set('Privilege_Page', { is_catagory_active: flag(event.currentTarget.checked) })
              }
            />
          </Stack>
        </Panel>
        <Panel title={t('settings.layout.title')} description={t('settings.layout.hint')}>
          <SegmentedControl
            value={String(settings.Section.layoutType)}
            onChange={(value) => set('Section', { layoutType: value === '2' ? 2 : 1 })}
            data={[
              { value: '1', label: t('sections.layout.grid') },
              { value: '2', label: t('sections.layout.horizontal') },
            ]}
            w="fit-content"
          />
        </Panel>
      </SimpleGrid>
      <SaveBar
        dirty={dirty}
        saving={save.pending}
        failure={save.failure}
        onUndo={() => {
          setChecked(false);
          setSettings(saved);
        }}
        onSave={() => void submit()}
      />
    </Stack>
  );
}

/** What the settings form shows of the saved settings: a change of it draws the form anew. */
export const settingsKey = ({ Cover_Page: _cover, ...shown }: ThemeSettings) =>
  JSON.stringify(shown);
