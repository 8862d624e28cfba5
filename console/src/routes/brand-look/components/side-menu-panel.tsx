import { useEffect } from 'react';
import { Box, Group, Image, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  navIconNames,
  sideMenuRequest,
  type SideMenuEntry,
  type SideMenuRequest,
} from '@crm/contract/brand-look';
import { SortableList } from '@/common/components/sortable-list';
import { useSavePart } from '../use-save-part';
import { Panel, SaveBar } from './panel';

const formOf = (entries: SideMenuEntry[]): SideMenuRequest => ({
  entries: entries.map(({ nav_key, name_th, name_en, is_display, icon }) => ({
    nav_key,
    name_th,
    name_en,
    is_display,
    icon,
  })),
});

/**
 * The side (☰) menu: each entry's names, whether members see it, its icon and its place. The
 * icons are painted in the brand's navbar colours.
 */
export function SideMenuPanel({ saved }: { saved: SideMenuEntry[] }) {
  const { t } = useTranslation('brandLook');
  const save = useSavePart();
  const form = useForm<SideMenuRequest>({
    resolver: zodResolver(sideMenuRequest),
    defaultValues: formOf(saved),
  });
  const entries = useFieldArray({ control: form.control, name: 'entries', keyName: 'rowKey' });
  const values = useWatch({ control: form.control, name: 'entries' });
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    form.reset(formOf(JSON.parse(savedKey) as SideMenuEntry[]));
  }, [savedKey, form]);

  // The saved entries show every bundled icon in the brand's colours; a newly chosen one is drawn
  // from the entry that has it.
  const iconUrl = new Map(
    saved.flatMap((entry) => (entry.icon ? [[entry.icon, entry.active_icon]] : [])),
  );
  const savedUrl = new Map(saved.map((entry) => [entry.nav_key, entry.active_icon]));
  const iconOptions = navIconNames.map((name) => ({ value: name, label: t(`menu.icons.${name}`) }));

  const submit = form.handleSubmit((body) => save.run({ part: 'side-menu', body }, 'menu.saved'));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Panel title={t('menu.title')} description={t('menu.hint')}>
          <Group gap="sm" wrap="nowrap" px="xs" aria-hidden>
            <Box w={18 + 36 + 12} style={{ flex: 'none' }} />
            <Text size="xs" c="dimmed" style={{ flex: 1.2 }}>
              {t('menu.nameTh')}
            </Text>
            <Text size="xs" c="dimmed" style={{ flex: 1 }}>
              {t('menu.nameEn')}
            </Text>
            <Text size="xs" c="dimmed" w={150}>
              {t('menu.icon')}
            </Text>
            <Text size="xs" c="dimmed" w={76}>
              {t('menu.shown')}
            </Text>
          </Group>
          <SortableList
            label={t('menu.order')}
            items={entries.fields}
            itemKey={(field) => field.rowKey}
            onMove={(from, to) => entries.move(from, to)}
            renderItem={(field, handle, index) => {
              const entry = values[index] ?? field;
              const icon =
                (entry.icon && iconUrl.get(entry.icon)) ?? savedUrl.get(entry.nav_key) ?? '';
              const nameError = form.formState.errors.entries?.[index]?.name_th;
              return (
                <Paper
                  withBorder
                  radius="md"
                  p="xs"
                  bg={entry.is_display ? undefined : 'gray.0'}
                  data-testid={`menu-${entry.nav_key}`}
                >
                  <Group gap="sm" wrap="nowrap" align="center">
                    {handle}
                    <Box
                      w={36}
                      h={36}
                      bg="gray.1"
                      style={{
                        borderRadius: 8,
                        display: 'grid',
                        placeItems: 'center',
                        flex: 'none',
                      }}
                    >
                      {icon && <Image src={icon} alt="" w={24} h={24} />}
                    </Box>
                    <TextInput
                      aria-label={t('menu.nameTh')}
                      placeholder={t('menu.nameTh')}
                      size="xs"
                      style={{ flex: 1.2 }}
                      error={nameError ? t('errors.nameRequired') : undefined}
                      {...form.register(`entries.${index}.name_th`)}
                    />
                    <TextInput
                      aria-label={t('menu.nameEn')}
                      placeholder={t('menu.nameEn')}
                      size="xs"
                      style={{ flex: 1 }}
                      {...form.register(`entries.${index}.name_en`)}
                    />
                    <Controller
                      control={form.control}
                      name={`entries.${index}.icon`}
                      render={({ field: choice }) => (
                        <Select
                          aria-label={t('menu.icon')}
                          placeholder={t('menu.ownIcon')}
                          size="xs"
                          w={150}
                          data={iconOptions}
                          value={choice.value}
                          onChange={(value) => choice.onChange(value)}
                          allowDeselect={false}
                        />
                      )}
                    />
                    <Controller
                      control={form.control}
                      name={`entries.${index}.is_display`}
                      render={({ field: shown }) => (
                        <Switch
                          w={64}
                          aria-label={t('menu.shownNamed', { name: entry.name_th })}
                          checked={shown.value}
                          onChange={(event) => shown.onChange(event.currentTarget.checked)}
                        />
                      )}
                    />
                  </Group>
                </Paper>
              );
            }}
          />
        </Panel>
        <SaveBar
          dirty={form.formState.isDirty}
          saving={save.pending}
          failure={save.failure}
          onUndo={() => form.reset(formOf(saved))}
        />
      </Stack>
    </form>
  );
}
