import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressField, AddressFormValues } from '@/lib/address-form';
import { useDistricts, usePostalCodes, useProvinces, useSubDistricts } from '@/lib/api/address';
import { SelectField, TextField, type Option } from './text-field';

const idOf = (value: string) => (value === '' ? null : Number(value));

type ChainField = Exclude<AddressField, 'detail'>;

/**
 * The address chain: province, then its districts, then their sub-districts, then the postal
 * codes serving the sub-district. Changing a level clears the levels below it; choosing a
 * sub-district picks its postal code. The selects are controlled, so a value chosen before its
 * options arrive shows once they do. Used inside a form whose values include AddressFormValues.
 */
export function AddressFields() {
  const { t } = useTranslation('ui');
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<AddressFormValues>();
  const [provinceId, districtId, subDistrictId] = useWatch({
    control,
    name: ['provinceId', 'districtId', 'subDistrictId'],
  });
  const provinces = useProvinces();
  const districts = useDistricts(idOf(provinceId));
  const subDistricts = useSubDistricts(idOf(districtId));
  const postalCodes = usePostalCodes(idOf(subDistrictId));

  const error = (name: AddressField) => (errors[name] ? t(`address.errors.${name}`) : undefined);

  const chainSelect = (
    name: ChainField,
    label: string,
    options: Option[],
    onPick: (value: string) => void,
    disabled = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={name}
          label={label}
          placeholder={t('address.choose', { field: label })}
          options={options}
          disabled={disabled}
          error={error(name)}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPick(event.target.value);
          }}
        />
      )}
    />
  );

  const clear = (...names: ChainField[]) => {
    for (const name of names) setValue(name, '');
  };

  return (
    <>
      <TextField
        id="detail"
        label={t('address.detail')}
        placeholder={t('address.detailPlaceholder')}
        autoComplete="street-address"
        error={error('detail')}
        {...register('detail')}
      />
      {chainSelect(
        'provinceId',
        t('address.province'),
        (provinces.data ?? []).map((p) => ({ value: String(p.province_id), label: p.name_th })),
        () => clear('districtId', 'subDistrictId', 'postal'),
      )}
      {chainSelect(
        'districtId',
        t('address.district'),
        (districts.data ?? []).map((d) => ({ value: String(d.district_id), label: d.name_th })),
        () => clear('subDistrictId', 'postal'),
        !provinceId,
      )}
      {chainSelect(
        'subDistrictId',
        t('address.subDistrict'),
        (subDistricts.data ?? []).map((s) => ({
          value: String(s.sub_district_id),
          label: s.name_th,
        })),
        (value) => {
          const chosen = subDistricts.data?.find((s) => String(s.sub_district_id) === value);
          setValue('postal', chosen?.postal_code ?? '', { shouldValidate: Boolean(chosen) });
        },
        !districtId,
      )}
      {chainSelect(
        'postal',
        t('address.postal'),
        (postalCodes.data ?? []).map((p) => ({ value: p.postal_code, label: p.postal_code })),
        () => undefined,
        !subDistrictId,
      )}
    </>
  );
}
