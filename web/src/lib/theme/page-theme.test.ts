import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { PAGE_THEME_ELEMENT_ID } from '@crm/contract/theme-values';
import type { ThemeResp } from '@crm/contract/theme';
import { themeQueryOptions } from './get-theme';
import { seedPageTheme } from './page-theme';
import { pageWithData } from '@/test/page-with-data';

const resp = {
  json_config: null,
  groupimagelist: [{ imagegrouptype: 3, imagelist: [{ imageid: 1, imageurl: '/logo.svg' }] }],
} satisfies ThemeResp;

const pageWith = (text: string | null) => pageWithData(PAGE_THEME_ELEMENT_ID, text);

it("puts the page's theme in the cache under its brand, fresh, so nothing asks for it", () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  seedPageTheme(client, pageWith(JSON.stringify({ brandRef: 'demo', resp })));
  const key = themeQueryOptions('demo').queryKey;
  expect(client.getQueryData(key)).toEqual({ resp });
  expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  expect(client.getQueryData(themeQueryOptions('other').queryKey)).toBeUndefined();
});

it('leaves the cache alone for a page without a theme, or with one it cannot read', () => {
  for (const text of [null, '', '{not json', '{"brandRef":1,"resp":{}}', '{"brandRef":"demo"}']) {
    const client = new QueryClient();
    seedPageTheme(client, pageWith(text));
    expect(client.getQueryCache().getAll(), String(text)).toHaveLength(0);
  }
});
