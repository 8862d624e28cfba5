import { useState } from 'react';
import { Anchor, Badge, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AFTER_REGISTRATION_PROCESS } from '@crm/contract/custom-fields';
import type { AdminForm } from '@crm/contract/registration-forms';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { failureText } from '@/common/failure-text';
import { localized } from '@/common/i18n';
import { formsQuery, useOrderForms } from '../common/api';
import { moved } from '../common/move';
import { OrderButtons } from '../common/order-buttons';
import { formPaths } from '../common/paths';
import { NewFormModal } from './components/new-form-modal';

export { loader } from './loader';

/** The brand's forms in the order members meet them, and the way to add one. */
export function Component() {
  const { t } = useTranslation(['forms', 'nav', 'common']);
  const navigate = useNavigate();
  const forms = useQuery(formsQuery);
  const order = useOrderForms();
  const [adding, setAdding] = useState(false);

  const move = (form: AdminForm, by: -1 | 1) => {
    const ids = (forms.data ?? []).map((entry) => entry.form_id);
    order.mutate(moved(ids, form.form_id, by), {
      onError: (error) =>
        notifications.show({ color: 'red', message: failureText(failureOf(error)) }),
    });
  };

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.forms') }]}
        title={t('title')}
        lead={t('lead')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('newForm')}
          </Button>
        }
      />
      {forms.isError && <ApiErrorAlert error={failureOf(forms.error)} />}
      {forms.isPending && (
        <Center mih={240}>
          <Loader />
        </Center>
      )}
      {forms.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('noForms')}
        </Text>
      )}
      <Stack gap="sm">
        {forms.data?.map((form, index, all) => {
          const title = localized(form.title_th, form.title_en);
          const active = form.fields.filter((field) => field.is_active).length;
          return (
            <Card key={form.form_id} withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="md" wrap="nowrap" miw={0}>
                  <OrderButtons
                    name={title}
                    first={index === 0}
                    last={index === all.length - 1}
                    busy={order.isPending}
                    onMove={(by) => move(form, by)}
                  />
                  <Stack gap={4} miw={0}>
                    <Group gap="xs">
                      <Anchor component={Link} to={formPaths.form(form.form_id)} fw={600}>
                        {title}
                      </Anchor>
                      <Badge
                        variant="light"
                        color={form.process === AFTER_REGISTRATION_PROCESS ? 'indigo' : 'gray'}
                      >
                        {form.process === AFTER_REGISTRATION_PROCESS
                          ? t('process.afterRegistration')
                          : t('process.profile')}
                      </Badge>
                      {!form.is_active && (
                        <Badge variant="light" color="red">
                          {t('common:inactive')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="sm" c="dimmed">
                      <Text span ff="monospace" size="sm">
                        {form.form_name}
                      </Text>
                      {' · '}
                      {t('fieldCount', { count: active })}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  variant="default"
                  size="xs"
                  component={Link}
                  to={formPaths.form(form.form_id)}
                >
                  {t('manageFields')}
                </Button>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <NewFormModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(form) => void navigate(formPaths.form(form.form_id))}
      />
    </Stack>
  );
}
