import type { ConsoleCategory, ConsolePrivilege } from '@crm/contract/catalogue';
import type { OperatorRole } from '@crm/contract/operator-auth';
import { startSession } from '@/common/session/session';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { operatorMe } from '@/test/operators';

/** Catalogue screens under test: the demo's categories and tiers, and privileges like its own. */

/** A screen's modules load on its first visit, slower than a query's default wait on a busy machine. */
export const firstVisit = { timeout: 5_000 };

export const categories: ConsoleCategory[] = [
  {
    category_id: 1,
    name_th: 'เครื่องดื่ม',
    name_en: 'Drinks',
    is_active: true,
    sort_order: 1,
    privilege_count: 5,
  },
  {
    category_id: 2,
    name_th: 'เบเกอรี่',
    name_en: 'Bakery',
    is_active: true,
    sort_order: 2,
    privilege_count: 3,
  },
  {
    category_id: 3,
    name_th: 'ของที่ระลึก',
    name_en: 'Gifts',
    is_active: false,
    sort_order: 3,
    privilege_count: 0,
  },
];

export const tiers = [
  { tier_id: 11, name_th: 'ซิลเวอร์', name_en: 'Silver', rank: 1 },
  { tier_id: 12, name_th: 'โกลด์', name_en: 'Gold', rank: 2 },
];

export function privilege(changes: Partial<ConsolePrivilege> = {}): ConsolePrivilege {
  return {
    privilege_id: 41,
    category_id: 1,
    main_image_url: '/api/v1.0/images/demo/privileges/latte.svg',
    name_th: 'ลาเต้ร้อนฟรี 1 แก้ว',
    name_en: 'A free hot latte',
    desc_th: 'ลาเต้ร้อนนมสด',
    desc_en: 'A silky hot latte',
    point_need: 150,
    valid_from: '2026-10-01T17:00:00.000Z',
    valid_through: '2027-03-31T16:59:59.000Z',
    total_stock: 200,
    remaining_stock: 143,
    issued: 57,
    per_member_limit: 2,
    is_active: true,
    sort_order: 2,
    created_at: '2026-10-01T03:00:00.000Z',
    condition_th: 'แสดงรหัสแก่พนักงาน',
    is_forever: false,
    for_you: false,
    tier_ids: [],
    code_validity_minutes: 15,
    ...changes,
  };
}

/** Signs an operator of the role in, with the API answering the catalogue's calls. */
export function catalogueApi(role: OperatorRole, routes: Record<string, FakeRoute> = {}) {
  const me = operatorMe(role);
  startSession('operator-token', {
    role,
    brand_ref: me.brand_ref,
    branches: me.branches,
    must_change_password: false,
  });
  return fakeApi({
    'GET /operator/me': { body: { data: me } },
    'GET /Theme/GetLogo': { body: { data: { resp: { imagelist: [] } } } },
    'GET /operator/catalogue/categories': { body: { data: categories } },
    'GET /operator/catalogue/tiers': { body: { data: tiers } },
    ...routes,
  });
}
