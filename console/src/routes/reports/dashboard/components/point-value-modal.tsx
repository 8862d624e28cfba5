import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportSettings } from '@crm/contract/reports';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { reportSettingsQuery, useSavePointValue } from '../../common/api';

/** What one point is worth in baht (to the satang), which values outstanding points. */
export function PointValueModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['reports', 'common']);
  const settings = useQuery({ ...reportSettingsQuery, enabled: opened });
  const save = useSavePointValue();
  const [typed, setTyped] = useState<number | string | null>(null);
  const value = typed ?? settings.data?.point_value ?? '';
  const valid = reportSettings.safeParse({ point_value: Number(value) }).success && value !== '';

  const close = () => {
    setTyped(null);
    save.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('pointValue.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          save.mutate(
            { point_value: Number(value) },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: t('pointValue.saved') });
                close();
              },
            },
          );
        }}
      >
        <Stack>
          <NumberInput
            label={t('pointValue.label')}
            description={t('pointValue.description')}
            value={value}
            onChange={setTyped}
            min={0}
            max={1000}
            decimalScale={2}
            step={0.05}
            prefix="฿"
            thousandSeparator=","
            data-autofocus
          />
          {save.isError && <ApiErrorAlert error={failureOf(save.error)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!valid}>
              {t('pointValue.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
