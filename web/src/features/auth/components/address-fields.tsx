import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, type Option } from '@/components/ui/text-field';
import { useDistricts, usePostalCodes, useProvinces, useSubDistricts } from '../api/get-address';
import type { InfoField, InfoFormValues } from '../register-info-form';

const idOf = (value: string) => (value === '' ? null : Number(value));

type ChainField = Extract<InfoField, 'provinceId' | 'districtId' | 'subDistrictId' | 'postal'>;

/**
 * The address chain: province, then its districts, then their sub-districts, then the postal
 * codes serving the sub-district. Changing a level clears the levels below it; choosing a
 * sub-district picks its postal code. The selects are controlled, so a value chosen before its
 * options arrive shows once they do.
 */
export function AddressFields() {
  const { t } = useTranslation('auth');
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = useFormContext<InfoFormValues>();
  const [provinceId, districtId, subDistrictId] = useWatch({
    control,
    name: ['provinceId', 'districtId', 'subDistrictId'],
  });
  const provinces = useProvinces();
  const districts = useDistricts(idOf(provinceId));
  const subDistricts = useSubDistricts(idOf(districtId));
  const postalCodes = usePostalCodes(idOf(subDistrictId));

  const error = (name: InfoField) => (errors[name] ? t(`info.errors.${name}`) : undefined);

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
          placeholder={t('info.choose', { field: label })}
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
        label={t('info.detail')}
        placeholder={t('info.detailPlaceholder')}
        autoComplete="street-address"
        error={error('detail')}
        {...register('detail')}
      />
      {chainSelect(
        'provinceId',
        t('info.province'),
        (provinces.data ?? []).map((p) => ({ value: String(p.province_id), label: p.name_th })),
        () => clear('districtId', 'subDistrictId', 'postal'),
      )}
      {chainSelect(
        'districtId',
        t('info.district'),
        (districts.data ?? []).map((d) => ({ value: String(d.district_id), label: d.name_th })),
        () => clear('subDistrictId', 'postal'),
        !provinceId,
      )}
      {chainSelect(
        'subDistrictId',
        t('info.subDistrict'),
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
        t('info.postal'),
        (postalCodes.data ?? []).map((p) => ({ value: p.postal_code, label: p.postal_code })),
        () => undefined,
        !subDistrictId,
      )}
    </>
  );
}
