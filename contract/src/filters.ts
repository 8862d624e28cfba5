import { z } from 'zod';
import { FILTER_TOTAL } from './list-values';

/**
 * The list request of the privilege, package and history lists (spec 3, Filter model):
 * `{ Filters: { Filters: [{ Seq, Key, Value }], Ordering: [{ Seq, Key, Direction }], Page, Limit } }`.
 * The flat form `{ Filters: [...], Ordering, Page, Limit }` is accepted too.
 */

export { FILTER_TOTAL } from './list-values';

export const filterItem = z
  .object({
    Seq: z.number().int(),
    Key: z.string().max(64),
    Value: z.union([z.string().max(200), z.number()]),
  })
  .meta({ id: 'FilterItem' });
export type FilterItem = z.infer<typeof filterItem>;

export const sortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirection>;

export const orderingItem = z
  .object({ Seq: z.number().int(), Key: z.string().max(64), Direction: sortDirection })
  .meta({ id: 'OrderingItem' });
export type OrderingItem = z.infer<typeof orderingItem>;

/** Parsers for filter values, which arrive as strings or numbers. */
export const filterValue = {
  /** A whole number: an id or a points bound. */
  int: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, 'Expected a whole number'),
    ])
    .pipe(z.coerce.number<string | number>().int().min(0).max(2_147_483_647)),
  /** Free text such as a search term; blank text filters nothing. */
  text: z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().max(100)),
  /** One of a fixed set of string values. */
  oneOf: <const T extends readonly string[]>(values: T) =>
    z.union([z.string(), z.number().transform(String)]).pipe(z.enum(values)),
};

interface FiltersConfig<S extends Record<string, z.ZodType>, O extends string> {
  /** OpenAPI component name of the request. */
  id: string;
  /** Accepted filter keys and how each value is read. */
  keys: S;
  /** Keys that have a Total tab: the value 999 on them is dropped (spec 5). */
  totalKeys: readonly (keyof S & string)[];
  /** Accepted ordering keys; nothing else reaches a query. */
  orderKeys: readonly [O, ...O[]];
  defaultLimit: number;
  maxLimit: number;
}

/** A list request after validation: filters by key, ordering by Seq, and the page. */
export interface ListQuery<S extends Record<string, z.ZodType>, O extends string> {
  where: { [K in keyof S]?: z.output<S[K]> };
  ordering: { key: O; direction: SortDirection }[];
  page: number;
  limit: number;
}

/** Builds the request schema of one list from its filter keys and ordering keys. */
export function filtersRequest<S extends Record<string, z.ZodType>, O extends string>(
  config: FiltersConfig<S, O>,
) {
  const keyNames = Object.keys(config.keys) as [string, ...string[]];
  const item = filterItem.extend({ Key: z.enum(keyNames) });
  const order = orderingItem.extend({ Key: z.enum(config.orderKeys) });
  const page = z.number().int().min(1).max(100_000);
  const limit = z.number().int().min(1).max(config.maxLimit);
  const filters = z.array(item).max(20);
  const ordering = z.array(order).max(5);
  const wrapped = z.object({
    Filters: filters.default([]),
    Ordering: ordering.default([]),
    Page: page.default(1),
    Limit: limit.default(config.defaultLimit),
  });

  return z
    .object({
      Filters: z.union([wrapped, filters]).optional(),
      Ordering: ordering.optional(),
      Page: page.optional(),
      Limit: limit.optional(),
    })
    .meta({
      id: config.id,
      description: `Filter keys: ${keyNames.join(', ')}. Ordering keys: ${config.orderKeys.join(', ')}.`,
    })
    .transform((body, ctx): ListQuery<S, O> => {
      const list =
        body.Filters === undefined || Array.isArray(body.Filters)
          ? {
              Filters: body.Filters ?? [],
              Ordering: body.Ordering ?? [],
              Page: body.Page ?? 1,
              Limit: body.Limit ?? config.defaultLimit,
            }
          : body.Filters;
      const where: Record<string, unknown> = {};
      for (const filter of [...list.Filters].sort((a, b) => a.Seq - b.Seq)) {
        const isTotal = Number(filter.Value) === FILTER_TOTAL;
        if (isTotal && config.totalKeys.includes(filter.Key)) continue;
        const parsed = config.keys[filter.Key]!.safeParse(filter.Value);
        if (!parsed.success) {
          ctx.issues.push({
            code: 'custom',
            input: filter.Value,
            path: ['Filters', filter.Key],
            message: parsed.error.issues[0]?.message ?? 'Invalid filter value',
          });
          continue;
        }
        where[filter.Key] = parsed.data;
      }
      return {
        where: where as ListQuery<S, O>['where'],
        ordering: [...list.Ordering]
          .sort((a, b) => a.Seq - b.Seq)
          .map((o) => ({ key: o.Key, direction: o.Direction })),
        page: list.Page,
        limit: list.Limit,
      };
    });
}

/** The input a client sends to a list built by `filtersRequest`. */
export type FiltersRequestInput = {
  Filters?:
    | { Filters?: FilterItem[]; Ordering?: OrderingItem[]; Page?: number; Limit?: number }
    | FilterItem[];
  Ordering?: OrderingItem[];
  Page?: number;
  Limit?: number;
};

/** One page of a list: `data.payload[]` and the totals to page through it. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    payload: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total_record: z.number().int(),
    total_page: z.number().int(),
  });
