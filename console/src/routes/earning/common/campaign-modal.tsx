import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import dayjs from 'dayjs';
import {
  billCampaignRequest,
  type BillCampaign,
  type BillCampaignRequest,
} from '@crm/contract/earning';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { CampaignFields } from './campaign-fields';

/** A bill-code campaign's names and days, new or changed; `save` sends them. */
export function CampaignModal({
  opened,
  campaign,
  saving,
  save,
  onClose,
}: {
  opened: boolean;
  /** The campaign being changed; none for a new one. */
  campaign?: BillCampaign;
  saving: boolean;
  save: (values: BillCampaignRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('earning');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<z.input<typeof billCampaignRequest>, unknown, BillCampaignRequest>({
    resolver: zodResolver(billCampaignRequest),
    defaultValues: campaign
      ? {
          name_th: campaign.name_th,
          name_en: campaign.name_en,
          active: campaign.active,
          starts_on: campaign.starts_on,
          ends_on: campaign.ends_on,
        }
      : {
          name_th: '',
          name_en: '',
          active: true,
          starts_on: dayjs().format('YYYY-MM-DD'),
          ends_on: null,
        },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
      onClose();
    } catch (error) {
      setFailure(failureOf(error));
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(campaign ? 'campaigns.edit' : 'campaigns.new')}
      size="lg"
    >
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <CampaignFields disabled={false} labels="campaigns" />
            {failure && <ApiErrorAlert error={failure} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
