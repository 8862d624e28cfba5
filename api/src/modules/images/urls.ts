/** Public URL of a brand image served by this API. */
export function imageUrl(brandRef: string, key: string): string {
  return `/api/v1.0/images/${encodeURIComponent(brandRef)}/${key}`;
}
