import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFER_IMAGE_FIELD } from '@crm/contract/catalogue';
import { http } from '@/common/api/http';
import { offerKinds, type OfferKind, type OfferTypes } from '../kinds';
import { catalogueKeys } from './catalogue-keys';

/** What a console list of offers is asked for; the URL of the list screen holds the same. */
export interface OfferListParams {
  page: number;
  limit: number;
  search?: string;
  active?: boolean;
  category_id?: number;
}

export function offerListQuery<K extends OfferKind>(kind: K, params: OfferListParams) {
  return queryOptions({
    queryKey: [...catalogueKeys.offers(kind), 'list', params],
    queryFn: ({ signal }) =>
      http.get<OfferTypes[K]['list']>(offerKinds[kind].apiPath, {
        query: { ...params },
        signal,
      }),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function offerQuery<K extends OfferKind>(kind: K, id: number) {
  return queryOptions({
    queryKey: [...catalogueKeys.offers(kind), 'one', id],
    queryFn: ({ signal }) =>
      http.get<OfferTypes[K]['item']>(`${offerKinds[kind].apiPath}/${id}`, { signal }),
  });
}

export interface OfferSave<K extends OfferKind> {
  /** Absent for a new offer. */
  id?: number;
  values: OfferTypes[K]['body'];
  /** A new picture, sent once the fields are saved. */
  image?: File | null;
}

/** Saves an offer's fields, then its new picture; the lists and the offer are fetched again. */
export function useSaveOffer<K extends OfferKind>(kind: K) {
  const client = useQueryClient();
  const { apiPath, idOf } = offerKinds[kind];
  return useMutation({
    mutationFn: async ({ id, values, image }: OfferSave<K>) => {
      const saved =
        id === undefined
          ? await http.post<OfferTypes[K]['item']>(apiPath, { body: values })
          : await http.patch<OfferTypes[K]['item']>(`${apiPath}/${id}`, { body: values });
      if (!image) return saved;
      const form = new FormData();
      form.append(OFFER_IMAGE_FIELD, image);
      return http.put<OfferTypes[K]['item']>(`${apiPath}/${idOf(saved)}/image`, {
        body: form,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: catalogueKeys.offers(kind) }),
  });
}
