import { z } from 'zod';
import { envelope } from './envelope';

/*
 * Server-side paging of the operator lists: each page hands back an opaque cursor for the next
 * one (null on the last), so rows written meanwhile neither repeat nor go missing.
 */

export const KEYSET_DEFAULT_LIMIT = 50;
export const KEYSET_MAX_LIMIT = 100;

export const keysetQuery = z.object({
  /** next_cursor of the previous page; none for the first page. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Cursor: next_cursor of the previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(KEYSET_MAX_LIMIT).default(KEYSET_DEFAULT_LIMIT),
});
export type KeysetQuery = z.infer<typeof keysetQuery>;

export const keysetPage = <T extends z.ZodType>(item: T) =>
  envelope(z.object({ items: z.array(item), next_cursor: z.string().nullable() }));
