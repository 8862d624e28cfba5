import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AdminField } from '@crm/contract/registration-forms';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { failureText } from '@/common/failure-text';
import { localized } from '@/common/i18n';
import { formatNumber } from '@/common/numbers';
import { formsQuery, useOrderFields, useUpdateField } from '../common/api';
import { moved } from '../common/move';
import { OrderButtons } from '../common/order-buttons';
import { formPaths } from '../common/paths';
import { FieldModal } from './components/field-modal';
import { definitionOf } from './field-form';
import { FormSettings } from './components/form-settings';

export { loader } from '../form-list/loader';

/** One form: its settings and its fields, in order, to add, change, move and deactivate. */
export function Component() {
  const { t } = useTranslation(['forms', 'nav', 'common']);
  const formId = Number(useParams().formId);
  const forms = useQuery(formsQuery);
  const form = forms.data?.find((entry) => entry.form_id === formId);
  const { mutate: orderFields, isPending: ordering } = useOrderFields(formId);
  const { mutate: updateField, isPending: updating } = useUpdateField(formId);
  // The field being changed, or null for a new one; undefined while no modal is open.
  const [editing, setEditing] = useState<AdminField | null | undefined>(undefined);
  const crumbs = [{ label: t('nav:groups.forms') }, { label: t('title'), to: formPaths.list }];

  const columns = useMemo<DataColumn<AdminField>[]>(() => {
    const notify = (error: unknown) =>
      notifications.show({ color: 'red', message: failureText(failureOf(error)) });
    const ids = form?.fields.map((field) => field.field_id) ?? [];
    return [
      {
        id: 'order',
        header: () => t('columns.order'),
        cell: ({ row }) => (
          <OrderButtons
            name={localized(row.original.label_th, row.original.label_en)}
            first={row.index === 0}
            last={row.index === ids.length - 1}
            busy={ordering}
            onMove={(by) => orderFields(moved(ids, row.original.field_id, by), { onError: notify })}
          />
        ),
      },
      {
        id: 'label',
        header: () => t('columns.label'),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={500} c={row.original.is_active ? undefined : 'dimmed'}>
              {localized(row.original.label_th, row.original.label_en)}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {row.original.column_name}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'type',
        header: () => t('columns.type'),
        cell: ({ row }) => <Badge variant="light">{t(`types.${row.original.field_type}`)}</Badge>,
      },
      {
        id: 'required',
        header: () => t('columns.required'),
        cell: ({ row }) => (row.original.is_required ? t('required') : t('optional')),
      },
      {
        id: 'answers',
        header: () => t('columns.answers'),
        cell: ({ row }) => formatNumber(row.original.answers),
      },
      {
        id: 'status',
        header: () => t('columns.status'),
        cell: ({ row }) =>
          row.original.is_active ? (
            <Badge color="teal" variant="light">
              {t('common:active')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('common:inactive')}
            </Badge>
          ),
      },
      {
        id: 'actions',
        header: () => '',
        cell: ({ row }) => {
          const field = row.original;
          const name = localized(field.label_th, field.label_en);
          const toggle = field.is_active ? t('deactivate', { name }) : t('activate', { name });
          return (
            <Group gap={4} justify="flex-end" wrap="nowrap">
              <Tooltip label={t('common:actions.edit')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('editNamed', { name })}
                  onClick={() => setEditing(field)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={toggle}>
                <ActionIcon
                  variant="subtle"
                  color={field.is_active ? 'red' : 'teal'}
                  aria-label={toggle}
                  disabled={updating}
                  onClick={() =>
                    updateField(
                      {
                        fieldId: field.field_id,
                        body: { ...definitionOf(field), is_active: !field.is_active },
                      },
                      { onError: notify },
                    )
                  }
                >
                  {field.is_active ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        },
      },
    ];
  }, [t, form, orderFields, ordering, updateField, updating]);

  if (forms.isPending) {
    return (
      <Center mih={320}>
        <Loader />
      </Center>
    );
  }
  if (!form) {
    return (
      <Stack gap="lg" maw={1120} mx="auto">
        <PageHeader crumbs={crumbs} title={t('title')} />
        {forms.isError ? (
          <ApiErrorAlert error={failureOf(forms.error)} />
        ) : (
          <Text c="dimmed">{t('formNotFound')}</Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={crumbs}
        title={localized(form.title_th, form.title_en)}
        lead={
          <Text span ff="monospace" size="sm">
            {form.form_name}
          </Text>
        }
      />
      <FormSettings form={form} />
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('fieldsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('fieldsLead')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          {t('newField')}
        </Button>
      </Group>
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('fieldsTitle')}
          columns={columns}
          rows={form.fields}
          rowId={(field) => String(field.field_id)}
          empty={t('noFields')}
        />
      </Card>
      {editing !== undefined && (
        <FieldModal formId={form.form_id} field={editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
