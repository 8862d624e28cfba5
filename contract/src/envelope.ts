import { z } from 'zod';
import { THAI_MOBILE } from './mobile-values';

/** Every error the API returns, in Thai and English. */
export const errorBody = z
  .object({
    error: z.object({
      http_status: z.number().int(),
      code: z.string(),
      title_th: z.string(),
      message_th: z.string(),
      title_en: z.string(),
      message_en: z.string(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;
export type ApiError = ErrorBody['error'];

/** Every success is `{ data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const brandRefQuery = z.object({ brandRef: z.string().min(1).max(64) });

/** Shared scalars, so API and app agree on formats. */
export const thaiMobile = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(THAI_MOBILE, 'Thai mobile number: 10 digits starting 06, 08 or 09'));

/** A calendar day as yyyy-MM-dd that exists (no 2024-02-30), in years 1900 to 2999. */
export const isoDate = z.iso
  .date('Date as yyyy-MM-dd')
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', 'A day from 1900 to 2999');
