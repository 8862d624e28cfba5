import { useEffect } from 'react';
import { ColorInput, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brandColorsRequest, type BrandColorsRequest } from '@crm/contract/brand-look';
import {
  hexColor,
  themeColorKeys,
  type ThemeColorKey,
  type ThemeFields,
} from '@crm/contract/theme';
import { useSavePart } from '../use-save-part';
import { NavbarSample } from './navbar-sample';
import { Panel, SaveBar } from './panel';

const generalKeys: ThemeColorKey[] = ['primary', 'button', 'button-detail', 'background', 'text'];
const navbarKeys = themeColorKeys.filter((key) => !generalKeys.includes(key));

/** Each colour as typed when it is a #RRGGBB, else the saved one: what the preview can show. */
export function draftColors(
  saved: ThemeFields,
  typed: Partial<Record<string, string>>,
): ThemeFields {
  return Object.fromEntries(
    themeColorKeys.map((key) => [
      key,
      hexColor.safeParse(typed[key]).success ? typed[key] : saved[key],
    ]),
  ) as ThemeFields;
}

/**
 * The nine Theme_Field colours. Every change shows in the phone at once (`onDraft`); members get
 * them when saved, at their next load.
 */
export function ColorsPanel({
  saved,
  onDraft,
}: {
  saved: ThemeFields;
  onDraft: (colors: ThemeFields) => void;
}) {
  const { t } = useTranslation('brandLook');
  const save = useSavePart();
  const form = useForm<BrandColorsRequest>({
    resolver: zodResolver(brandColorsRequest),
    defaultValues: { Theme_Field: saved },
    mode: 'onTouched',
  });
  const typed = useWatch({ control: form.control, name: 'Theme_Field' });
  const draft = draftColors(saved, typed);
  const draftKey = JSON.stringify(draft);

  useEffect(() => {
    onDraft(JSON.parse(draftKey) as ThemeFields);
  }, [draftKey, onDraft]);

  useEffect(() => {
    form.reset({ Theme_Field: saved });
  }, [saved, form]);

  const submit = form.handleSubmit((body) => save.run({ part: 'colors', body }, 'colors.saved'));

  const input = (key: ThemeColorKey) => (
    <Controller
      key={key}
      control={form.control}
      name={`Theme_Field.${key}`}
      render={({ field, fieldState }) => (
        <ColorInput
          label={t(`colors.${key}.label`)}
          description={t(`colors.${key}.hint`)}
          format="hex"
          withEyeDropper={false}
          // A colour typed wrong stays, with the reason beside it, rather than quietly going back.
          fixOnBlur={false}
          swatches={[saved[key], '#007FFF', '#6F4E37', '#0A7C59', '#C2185B', '#1F2937', '#FFFFFF']}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error ? t('errors.COLOR_INVALID') : undefined}
          data-testid={`color-${key}`}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Panel title={t('colors.general')} description={t('colors.generalLead')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {generalKeys.map(input)}
          </SimpleGrid>
        </Panel>
        <Panel title={t('colors.navbar')} description={t('colors.navbarLead')}>
          <NavbarSample colors={draft} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {navbarKeys.map(input)}
          </SimpleGrid>
        </Panel>
        <SaveBar
          dirty={form.formState.isDirty}
          saving={save.pending}
          failure={save.failure}
          onUndo={() => form.reset({ Theme_Field: saved })}
        />
      </Stack>
    </form>
  );
}
