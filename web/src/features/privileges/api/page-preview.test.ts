import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import type { PrivilegePreviewItem } from '@crm/contract/privileges';
import { PAGE_PRIVILEGES_ELEMENT_ID } from '@crm/contract/theme-values';
import { privilegePreviewKey, seedPagePrivileges } from './page-preview';
import { pageWithData } from '@/test/page-with-data';

const item: PrivilegePreviewItem = {
  privilege_id: 7,
  category_id: null,
  main_image_url: '/images/demo/latte.svg',
  name_th: 'ลาเต้ฟรี',
  name_en: 'Free latte',
  desc_th: '',
  desc_en: '',
  point_need: 150,
  valid_from: null,
  valid_through: null,
  is_forever: true,
  remaining_limit: null,
};

const pageWith = (text: string | null) => pageWithData(PAGE_PRIVILEGES_ELEMENT_ID, text);

it("puts the page's first cards in the cache under its brand", () => {
  const client = new QueryClient();
  seedPagePrivileges(client, pageWith(JSON.stringify({ brandRef: 'demo', items: [item] })));
  expect(client.getQueryData(privilegePreviewKey('demo'))).toEqual([item]);
  expect(client.getQueryData(privilegePreviewKey('other'))).toBeUndefined();
});

it('leaves the cache alone for a page without cards, or with cards it cannot read', () => {
  const unreadable = [null, '', '{not json', '{"brandRef":1,"items":[]}', '{"brandRef":"demo"}'];
  for (const text of [...unreadable, '{"brandRef":"demo","items":{}}']) {
    const client = new QueryClient();
    seedPagePrivileges(client, pageWith(text));
    expect(client.getQueryCache().getAll(), String(text)).toHaveLength(0);
  }
});
