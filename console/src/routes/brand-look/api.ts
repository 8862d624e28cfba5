import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  BRAND_IMAGE_FIELD,
  type BrandColorsRequest,
  type BrandGallery,
  type BrandImageSlot,
  type BrandLook,
  type BrandSettingsRequest,
  type HomeSectionsRequest,
  type SideMenuRequest,
} from '@crm/contract/brand-look';
import { http } from '@/common/api/http';
import { queryClient } from '@/common/api/query-client';

/*
 * The brand's look: one query, and one mutation per part. Every write answers the whole look as
 * saved, which replaces the cached one, and the dashboard's logos are read again.
 */
const root = ['brand-look'] as const;
const LOOK = '/operator/brand/look';

export const brandLookQuery = queryOptions({
  queryKey: root,
  queryFn: ({ signal }) => http.get<BrandLook>(LOOK, { signal }),
  staleTime: 60_000,
});

const saved = (look: BrandLook) => {
  queryClient.setQueryData(root, look);
  void queryClient.invalidateQueries({ queryKey: ['brand'] });
};

const form = (file: File) => {
  const body = new FormData();
  body.append(BRAND_IMAGE_FIELD, file);
  return body;
};

export type LookChange =
  | { part: 'colors'; body: BrandColorsRequest }
  | { part: 'settings'; body: BrandSettingsRequest }
  | { part: 'home-sections'; body: HomeSectionsRequest }
  | { part: 'side-menu'; body: SideMenuRequest }
  | { part: 'replace-image'; slot: BrandImageSlot; file: File }
  | { part: 'remove-image'; slot: BrandImageSlot }
  | { part: 'add-picture'; gallery: BrandGallery; file: File }
  | { part: 'remove-picture'; gallery: BrandGallery; imageId: number }
  | { part: 'order-pictures'; gallery: BrandGallery; imageIds: number[] };

function send(change: LookChange): Promise<BrandLook> {
  switch (change.part) {
    case 'colors':
    case 'settings':
    case 'home-sections':
    case 'side-menu':
      return http.put<BrandLook>(`${LOOK}/${change.part}`, { body: change.body });
    case 'replace-image':
      return http.put<BrandLook>(`${LOOK}/images/${change.slot}`, { body: form(change.file) });
    case 'remove-image':
      return http.delete<BrandLook>(`${LOOK}/images/${change.slot}`);
    case 'add-picture':
      return http.post<BrandLook>(`${LOOK}/galleries/${change.gallery}`, {
        body: form(change.file),
      });
    case 'remove-picture':
      return http.delete<BrandLook>(`${LOOK}/galleries/${change.gallery}/${change.imageId}`);
    case 'order-pictures':
      return http.put<BrandLook>(`${LOOK}/galleries/${change.gallery}/order`, {
        body: { image_ids: change.imageIds },
      });
  }
}

/** Saves one part of the look. */
export function useSaveLook() {
  return useMutation({ mutationFn: send, onSuccess: saved });
}
