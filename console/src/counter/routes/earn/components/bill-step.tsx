import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_BILL_AMOUNT } from '@crm/contract/store';
import { formatBaht } from '../../../common/money';
import { billForm, type BillFormOutput, type BillFormValues } from '../bill-form';

/** The bill's amount and number, checked with the contract's rules before anything is sent. */
export function BillStep({
  values,
  onDone,
  onCancel,
}: {
  values: BillFormValues;
  onDone: (values: BillFormOutput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('counter');
  const { register, handleSubmit, formState } = useForm<BillFormValues, unknown, BillFormOutput>({
    resolver: zodResolver(billForm),
    defaultValues: values,
  });

  return (
    <Paper p="lg" radius="lg" withBorder>
      <form noValidate onSubmit={(event) => void handleSubmit(onDone)(event)}>
        <Stack gap="md">
          <TextInput
            label={t('earn.amount')}
            placeholder="0.00"
            inputMode="decimal"
            autoComplete="off"
            rightSection={t('earn.baht')}
            rightSectionWidth={56}
            error={
              formState.errors.amount
                ? t('earn.amountError', { max: formatBaht(MAX_BILL_AMOUNT) })
                : undefined
            }
            styles={{ input: { fontSize: 24, fontWeight: 600, height: 60 } }}
            {...register('amount')}
          />
          <TextInput
            label={t('earn.billNo')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={formState.errors.bill_no ? t('earn.billNoError') : undefined}
            {...register('bill_no')}
          />
          <Button type="submit" size="xl">
            {t('earn.review')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onCancel}>
            {t('earn.otherMember')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
