import { useState, type ReactNode } from 'react';
import { Alert, Button, Fieldset, Grid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconEye } from '@tabler/icons-react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { ApiError } from '@crm/contract/envelope';
import { failureOf } from '@/common/api/http';
import { ApiErrorAlert } from '@/common/components/api-error-alert';
import { PageHeader } from '@/common/components/page-header';
import { localized } from '@/common/i18n';
import { useSaveOffer } from '../api/offers';
import { showOnField } from '../form-errors';
import { offerKinds, offerLinks, type OfferKind, type OfferTypes } from '../kinds';
import { useCanEditCatalogue } from '../use-can-edit';
import { ImageField } from './image-field';
import { OfferStatusBadge } from './offer-status-badge';

const FORM_ID = 'offer-form';

interface OfferEditorProps<K extends OfferKind, Input extends FieldValues> {
  kind: K;
  /** The offer being edited; none when a new one is made. */
  offer?: OfferTypes[K]['item'];
  schema: z.ZodType<OfferTypes[K]['body'], Input>;
  defaultValues: DefaultValues<Input>;
  /** The form's cards in the wide column, and in the narrow one under the picture. */
  main: ReactNode;
  side: ReactNode;
}

/**
 * A privilege's or package's screen: its form in two columns, validated by the contract's schema
 * as the API validates it, saved with its picture. Who may not change the catalogue reads it.
 */
export function OfferEditor<K extends OfferKind, Input extends FieldValues>({
  kind,
  offer,
  schema,
  defaultValues,
  main,
  side,
}: OfferEditorProps<K, Input>) {
  const { t, i18n } = useTranslation(['catalogue', 'nav']);
  const navigate = useNavigate();
  const canEdit = useCanEditCatalogue();
  const form = useForm<Input, unknown, OfferTypes[K]['body']>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const save = useSaveOffer(kind);
  const [image, setImage] = useState<File | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { idOf, section } = offerKinds[kind];
  const id = offer ? idOf(offer) : undefined;
  const listName = t(`nav:sections.${section}`);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { id, values, image },
      {
        onSuccess: (saved) => {
          setImage(null);
          notifications.show({
            color: 'teal',
            title: t(`catalogue:saved.${kind}`),
            message: localized(saved.name_th, saved.name_en),
          });
          if (id === undefined) void navigate(offerLinks.edit(kind, idOf(saved)));
        },
        onError: (error) => {
          const apiError = failureOf(error);
          showOnField(apiError, form.setError, i18n.language === 'en-US');
          setFailure(apiError);
        },
      },
    );
  });

  const title = offer ? localized(offer.name_th, offer.name_en) : t(`catalogue:new.${kind}`);

  return (
    <Stack gap="lg" maw={1120} mx="auto">
      <PageHeader
        crumbs={[
          { label: t('nav:groups.catalogue') },
          { label: listName, to: offerLinks.list(kind) },
        ]}
        title={title}
        actions={
          <>
            {offer && <OfferStatusBadge offer={offer} size="lg" />}
            <Button variant="default" component={Link} to={offerLinks.list(kind)}>
              {t(canEdit ? 'catalogue:form.cancel' : 'catalogue:form.back')}
            </Button>
            {canEdit && (
              <Button type="submit" form={FORM_ID} loading={save.isPending}>
                {t('catalogue:form.save')}
              </Button>
            )}
          </>
        }
      />
      {!canEdit && (
        <Alert color="gray" variant="light" icon={<IconEye size={20} stroke={1.5} />}>
          {t('catalogue:readOnly')}
        </Alert>
      )}
      {failure && <ApiErrorAlert error={failure} />}
      <FormProvider {...form}>
        <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate>
          <Fieldset disabled={!canEdit} variant="unstyled">
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <Stack gap="lg">{main}</Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Stack gap="lg">
                  <ImageField
                    currentUrl={offer?.main_image_url ?? ''}
                    file={image}
                    onChange={setImage}
                    disabled={!canEdit}
                  />
                  {side}
                </Stack>
              </Grid.Col>
            </Grid>
          </Fieldset>
        </form>
      </FormProvider>
    </Stack>
  );
}
