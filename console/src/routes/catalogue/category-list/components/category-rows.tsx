import { ActionIcon, Badge, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCategory } from '@crm/contract/catalogue';
import { SortableList, moveItem } from '@/common/components/sortable-list';
import { localized } from '@/common/i18n';

interface CategoryRowsProps {
  categories: ConsoleCategory[];
  canEdit: boolean;
  onOrder: (ordered: ConsoleCategory[]) => void;
  onToggle: (category: ConsoleCategory, active: boolean) => void;
  onRename: (category: ConsoleCategory) => void;
}

/** The categories in the members' order, each dragged by its grip to a new place. */
export function CategoryRows({
  categories,
  canEdit,
  onOrder,
  onToggle,
  onRename,
}: CategoryRowsProps) {
  const { t } = useTranslation(['catalogue', 'nav']);
  return (
    <SortableList
      items={categories}
      itemKey={(category) => String(category.category_id)}
      onMove={(from, to) => onOrder(moveItem(categories, from, to))}
      label={t('nav:sections.categories')}
      disabled={!canEdit}
      renderItem={(category, handle, index) => {
        const name = localized(category.name_th, category.name_en);
        const other = name === category.name_th ? category.name_en : category.name_th;
        return (
          <Paper withBorder radius="md" px="md" py="sm" data-testid="category-row">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="md" wrap="nowrap" miw={0}>
                {canEdit && handle}
                <Text size="sm" c="dimmed" w={20} ta="right">
                  {index + 1}
                </Text>
                <Stack gap={0} miw={0}>
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={500} lineClamp={1}>
                      {name}
                    </Text>
                    {!category.is_active && (
                      <Badge color="gray" variant="outline" size="sm">
                        {t('categories.hidden')}
                      </Badge>
                    )}
                  </Group>
                  {other && other !== name && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {other}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Group gap="lg" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t('categories.privileges', { count: category.privilege_count })}
                </Text>
                <Switch
                  label={t('categories.shown')}
                  aria-label={t('categories.showNamed', { name })}
                  checked={category.is_active}
                  disabled={!canEdit}
                  onChange={(event) => onToggle(category, event.currentTarget.checked)}
                />
                {canEdit && (
                  <Tooltip label={t('categories.rename')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('categories.renameNamed', { name })}
                      onClick={() => onRename(category)}
                    >
                      <IconPencil size={18} stroke={1.5} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Group>
          </Paper>
        );
      }}
    />
  );
}
