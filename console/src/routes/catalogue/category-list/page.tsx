import { useState } from 'react';
import { Alert, Button, Center, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ConsoleCategory } from '@crm/contract/catalogue';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { localized } from '@/common/i18n';
import { categoriesQuery, useOrderCategories, useUpdateCategory } from '../common/api/categories';
import { useCanEditCatalogue } from '../common/use-can-edit';
import { CategoryDialog } from './components/category-dialog';
import { CategoryRows } from './components/category-rows';

export { loader } from './loader';

/** The privilege categories: their order as members' tabs, names, shown or hidden. */
export function Component() {
  const { t } = useTranslation(['catalogue', 'nav']);
  const { data: categories } = useSuspenseQuery(categoriesQuery);
  const canEdit = useCanEditCatalogue();
  const order = useOrderCategories();
  const update = useUpdateCategory();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [dialog, setDialog] = useState<{ category?: ConsoleCategory } | null>(null);
  const fail = (error: unknown) => setFailure(failureOf(error));

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.catalogue') }]}
        title={t('nav:sections.categories')}
        lead={t('categories.lead')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} stroke={2} />} onClick={() => setDialog({})}>
              {t('categories.add')}
            </Button>
          )
        }
      />
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} stroke={1.5} />}>
        {t('categories.note')}
      </Alert>
      {failure && <ApiErrorAlert error={failure} />}
      {categories.length === 0 ? (
        <Paper withBorder radius="md">
          <Center py={48}>
            <Text fw={500}>{t('categories.empty')}</Text>
          </Center>
        </Paper>
      ) : (
        <CategoryRows
          categories={categories}
          canEdit={canEdit}
          onOrder={(ordered) => {
            setFailure(null);
            order.mutate(ordered, {
              onSuccess: () =>
                notifications.show({ color: 'teal', message: t('categories.ordered') }),
              onError: fail,
            });
          }}
          onToggle={(category, active) => {
            setFailure(null);
            update.mutate(
              { id: category.category_id, patch: { is_active: active } },
              {
                onSuccess: (saved) =>
                  notifications.show({
                    color: 'teal',
                    message: t(active ? 'categories.nowShown' : 'categories.nowHidden', {
                      name: localized(saved.name_th, saved.name_en),
                    }),
                  }),
                onError: fail,
              },
            );
          }}
          onRename={(category) => setDialog({ category })}
        />
      )}
      <CategoryDialog
        category={dialog?.category}
        opened={dialog !== null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
