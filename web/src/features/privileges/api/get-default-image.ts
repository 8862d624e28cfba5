import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DefaultImage } from '@crm/contract/privileges';
import { PRIVILEGES_QUERY_KEY } from '@/lib/api/query-keys';
import { http } from '@/lib/http';

const DEFAULT_IMAGE_STALE_TIME = 60 * 60_000;

/** The image src of a default picture, either a URL or inline bytes. */
export function defaultImageSrc(image: DefaultImage): string {
  return image.type === 'base64'
    ? `data:${image.content_type};base64,${image.file_image}`
    : image.file_image;
}

export function defaultImageQueryOptions() {
  return queryOptions({
    queryKey: [...PRIVILEGES_QUERY_KEY, 'default-image'],
    queryFn: () => http.get<DefaultImage>('/privilege/getdefaultimage', { silent: true }),
    staleTime: DEFAULT_IMAGE_STALE_TIME,
  });
}

/** The brand's picture for privileges without their own; '' until it arrives or if it fails. */
export function useDefaultPrivilegeImage(): string {
  const { data } = useQuery({ ...defaultImageQueryOptions(), select: defaultImageSrc });
  return data ?? '';
}
