import { useState } from 'react';
import { Alert, Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconUsers } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  MAX_CAMPAIGN_POINTS,
  welcomeCampaignRequest,
  type WelcomeCampaign,
  type WelcomeCampaignRequest,
} from '@crm/contract/earning';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { formatNumber } from '@/common/numbers';
import { useSaveWelcome, welcomeQuery } from '../common/api';
import { CampaignFields } from '../common/campaign-fields';
import { useCanEditEarning } from '../common/use-can-edit';

export { loader } from './loader';

const valuesOf = ({
  campaign_id: _id,
  members_welcomed: _welcomed,
  ...values
}: WelcomeCampaign): WelcomeCampaignRequest => values;

/** The welcome campaign: points each new member gets once, on or off, and on which days. */
export function Component() {
  const { t } = useTranslation(['earning', 'nav']);
  const { data: campaign } = useSuspenseQuery(welcomeQuery);
  const canEdit = useCanEditEarning();
  const save = useSaveWelcome();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<z.input<typeof welcomeCampaignRequest>, unknown, WelcomeCampaignRequest>({
    resolver: zodResolver(welcomeCampaignRequest),
    defaultValues: valuesOf(campaign),
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      form.reset(valuesOf(await save.mutateAsync(values)));
      notifications.show({ color: 'teal', message: t('saved') });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[{ label: t('nav:groups.earning') }]}
        title={t('nav:sections.welcome')}
        lead={t('welcome.lead')}
      />
      {!canEdit && (
        <Alert variant="light" color="gray" icon={<IconLock size={18} />}>
          {t('readOnly')}
        </Alert>
      )}
      <Card withBorder radius="md" padding="lg" maw={760}>
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md">
              <Group gap="xs">
                <IconUsers size={18} stroke={1.5} />
                <Text size="sm" c="dimmed">
                  {campaign.campaign_id === null
                    ? t('welcome.notYet')
                    : t('welcome.welcomed', { n: formatNumber(campaign.members_welcomed) })}
                </Text>
              </Group>
              <Controller
                control={form.control}
                name="points"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={t('welcome.points')}
                    value={Number.isNaN(field.value) ? '' : field.value}
                    onChange={(value) => field.onChange(value === '' ? NaN : Number(value))}
                    min={1}
                    max={MAX_CAMPAIGN_POINTS}
                    decimalScale={0}
                    thousandSeparator=","
                    w={200}
                    disabled={!canEdit}
                    error={fieldState.error ? t('invalid') : undefined}
                  />
                )}
              />
              <CampaignFields disabled={!canEdit} labels="welcome" />
              {failure && <ApiErrorAlert error={failure} />}
              {canEdit && (
                <Group justify="flex-end">
                  <Button
                    type="submit"
                    loading={save.isPending}
                    disabled={campaign.campaign_id !== null && !form.formState.isDirty}
                  >
                    {t('save')}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
        </FormProvider>
      </Card>
    </Stack>
  );
}
