import { NumberInput } from '@mantine/core';
import { Controller, useFormContext, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MAX_PACKAGE_USES,
  MAX_PACKAGE_VALID_DAYS,
  packageCreateRequest,
  type ConsolePackage,
  type PackageFormValues,
} from '@crm/contract/catalogue';
import { fieldMessage } from '../form-errors';
import { offerValuesOf } from '../offer-values';
import { CodeValidityField } from './code-validity-field';
import { OfferEditor } from './offer-editor';
import {
  OfferAmountFields,
  OfferDisplayFields,
  OfferTextFields,
  OfferWindowFields,
} from './offer-form-fields';

const CODE_VALIDITY_DEFAULT = 15;

/** The form's values for a package, or a new one's (its uses left empty to be typed). */
function valuesOf(pack?: ConsolePackage): DefaultValues<PackageFormValues> {
  return {
    ...offerValuesOf(pack),
    uses_per_package: pack?.uses_per_package,
    valid_days: pack?.valid_days ?? null,
    code_validity_minutes: pack?.code_validity_minutes ?? CODE_VALIDITY_DEFAULT,
  };
}

/** How many uses one package holds, and for how many days after it is bought. */
function UsesFields() {
  const { control } = useFormContext<PackageFormValues>();
  const { t } = useTranslation('catalogue');
  return (
    <>
      <Controller
        control={control}
        name="uses_per_package"
        render={({ field, fieldState }) => (
          <NumberInput
            label={t('form.uses')}
            withAsterisk
            suffix={` ${t('form.usesUnit')}`}
            min={1}
            max={MAX_PACKAGE_USES}
            allowDecimal={false}
            allowNegative={false}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
            error={fieldMessage(t, fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="valid_days"
        render={({ field, fieldState }) => (
          <NumberInput
            label={t('form.validDays')}
            description={t('form.validDaysHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            suffix={` ${t('form.days')}`}
            placeholder={t('form.noDayLimit')}
            min={1}
            max={MAX_PACKAGE_VALID_DAYS}
            allowDecimal={false}
            allowNegative={false}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
            error={fieldMessage(t, fieldState.error?.message)}
          />
        )}
      />
      <CodeValidityField<PackageFormValues> name="code_validity_minutes" />
    </>
  );
}

/** A package's screen, new or existing. */
export function PackageForm({ pack }: { pack?: ConsolePackage }) {
  const { t } = useTranslation('catalogue');
  return (
    <OfferEditor
      kind="package"
      offer={pack}
      schema={packageCreateRequest}
      defaultValues={valuesOf(pack)}
      main={
        <>
          <OfferTextFields />
          <OfferAmountFields issued={pack?.issued ?? 0}>
            <UsesFields />
          </OfferAmountFields>
          <OfferWindowFields noEndLabel={t('form.noSaleEnd')} />
        </>
      }
      side={<OfferDisplayFields />}
    />
  );
}
