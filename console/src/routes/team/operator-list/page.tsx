import { useCallback, useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDots,
  IconKey,
  IconPencil,
  IconUserCheck,
  IconUserOff,
  IconUserPlus,
} from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TeamOperator } from '@crm/contract/operator-team';
import { failureOf } from '@/common/api/http';
import { operatorMeQuery } from '@/common/api/operator-me';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CursorPager, useCursorPages } from '@/common/components/cursor-pager';
import { DataTable, type DataColumn } from '@/common/components/data-table';
import { PageHeader } from '@/common/components/page-header';
import { formatDateTime } from '@/common/dates';
import { failureText } from '@/common/failure-text';
import { localized } from '@/common/i18n';
import { operatorsQuery, useUpdateOperator } from '../common/api';
import { RoleBadge } from '../common/role-badge';
import { EditOperatorModal } from './components/edit-operator-modal';
import { NewOperatorModal } from './components/new-operator-modal';
import { ResetPasswordModal } from './components/reset-password-modal';

export { loader } from './loader';

/**
 * The brand's operators, a page at a time: roles, branches, sign-in state; adding one with a
 * one-time password, changing one, resetting a password, disabling and enabling.
 */
export function Component() {
  const { t } = useTranslation(['team', 'nav', 'common']);
  const { data: me } = useSuspenseQuery(operatorMeQuery);
  const pages = useCursorPages();
  const list = useQuery(operatorsQuery(pages.cursor));
  const update = useUpdateOperator();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TeamOperator | null>(null);
  const [resetting, setResetting] = useState<TeamOperator | null>(null);
  const [disabling, setDisabling] = useState<TeamOperator | null>(null);
  const isOwner = me.role === 'owner';

  const { mutate } = update;
  const setDisabled = useCallback(
    (operator: TeamOperator, disabled: boolean) =>
      mutate(
        { operatorId: operator.operator_id, body: { disabled } },
        {
          onSuccess: () => {
            setDisabling(null);
            notifications.show({
              color: 'teal',
              message: t(disabled ? 'disabled' : 'enabled', { login: operator.login }),
            });
          },
          onError: (error) =>
            notifications.show({ color: 'red', message: failureText(failureOf(error)) }),
        },
      ),
    [mutate, t],
  );

  const columns = useMemo<DataColumn<TeamOperator>[]>(
    () => [
      {
        id: 'operator',
        header: () => t('columns.operator'),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.original.name || row.original.login}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {row.original.login}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'role',
        header: () => t('columns.role'),
        cell: ({ row }) => <RoleBadge role={row.original.role} />,
      },
      {
        id: 'branches',
        header: () => t('columns.branches'),
        cell: ({ row }) =>
          row.original.branches.length === 0
            ? t('wholeBrand')
            : row.original.branches
                .map((branch) => localized(branch.name_th, branch.name_en))
                .join(', '),
      },
      {
        id: 'state',
        header: () => t('columns.state'),
        cell: ({ row }) => (
          <Group gap={4}>
            {row.original.disabled ? (
              <Badge color="red" variant="light">
                {t('state.disabled')}
              </Badge>
            ) : (
              <Badge color="teal" variant="light">
                {t('state.active')}
              </Badge>
            )}
            {row.original.must_change_password && (
              <Badge color="orange" variant="light">
                {t('state.oneTimePassword')}
              </Badge>
            )}
            {row.original.totp_enabled && (
              <Badge color="indigo" variant="light">
                {t('state.totp')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        id: 'lastSignIn',
        header: () => t('columns.lastSignIn'),
        cell: ({ row }) =>
          row.original.last_sign_in_at ? formatDateTime(row.original.last_sign_in_at) : '—',
      },
      {
        id: 'actions',
        header: () => '',
        cell: ({ row }) => {
          const operator = row.original;
          const self = operator.operator_id === me.operator_id;
          // Only an owner changes an owner (the API says so too).
          if (operator.role === 'owner' && !isOwner) return null;
          return (
            <Group justify="flex-end">
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('actionsFor', { login: operator.login })}
                  >
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconPencil size={14} />}
                    onClick={() => setEditing(operator)}
                  >
                    {t('common:actions.edit')}
                  </Menu.Item>
                  {!self && (
                    <Menu.Item
                      leftSection={<IconKey size={14} />}
                      onClick={() => setResetting(operator)}
                    >
                      {t('resetPassword.open')}
                    </Menu.Item>
                  )}
                  {!self &&
                    (operator.disabled ? (
                      <Menu.Item
                        leftSection={<IconUserCheck size={14} />}
                        onClick={() => setDisabled(operator, false)}
                      >
                        {t('enable')}
                      </Menu.Item>
                    ) : (
                      <Menu.Item
                        color="red"
                        leftSection={<IconUserOff size={14} />}
                        onClick={() => setDisabling(operator)}
                      >
                        {t('disable')}
                      </Menu.Item>
                    ))}
                </Menu.Dropdown>
              </Menu>
            </Group>
          );
        },
      },
    ],
    [t, me.operator_id, isOwner, setDisabled],
  );

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.team') }]}
        title={t('operatorsTitle')}
        lead={t('operatorsLead')}
        actions={
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
            {t('newOperator')}
          </Button>
        }
      />
      {list.isError && <ApiErrorAlert error={failureOf(list.error)} />}
      <Card withBorder radius="md" padding={0}>
        <DataTable
          label={t('operatorsTitle')}
          columns={columns}
          rows={list.data?.items}
          rowId={(operator) => String(operator.operator_id)}
          loading={list.isPending}
          empty={t('noOperators')}
        />
      </Card>
      <CursorPager pages={pages} nextCursor={list.data?.next_cursor} />

      <NewOperatorModal opened={adding} mayGrantOwner={isOwner} onClose={() => setAdding(false)} />
      {editing && (
        <EditOperatorModal
          operator={editing}
          self={editing.operator_id === me.operator_id}
          mayGrantOwner={isOwner}
          onClose={() => setEditing(null)}
        />
      )}
      <ResetPasswordModal operator={resetting} onClose={() => setResetting(null)} />
      <Modal
        opened={disabling !== null}
        onClose={() => setDisabling(null)}
        title={t('disableTitle', { login: disabling?.login ?? '' })}
      >
        <Stack gap="md">
          <Text size="sm">{t('disableLead')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDisabling(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={update.isPending}
              onClick={() => disabling && setDisabled(disabling, true)}
            >
              {t('disable')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
