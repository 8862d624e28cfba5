/** Largest accepted image upload, of any kind (the API's multipart limit is the same). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The types an upload may be; the API checks the bytes, not the name or the declared type. */
export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
