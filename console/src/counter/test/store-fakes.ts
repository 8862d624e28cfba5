import type { Shift, StoreCode, StoreMember } from '@crm/contract/store';

/** A member of the demo brand as the Store API's lookup answers. */
export const somying: StoreMember = {
  customer_info: 'M0001234',
  first_name: 'สมหญิง',
  last_name: 'รักดี',
  mobile_no: '08x-xxx-5678',
  tier_name_th: 'ทอง',
  tier_name_en: 'Gold',
  point: 1250,
};

export const coffeeCode: StoreCode = {
  kind: 'privilege',
  code: 'PV7K2M9Q',
  name_th: 'กาแฟฟรี 1 แก้ว',
  name_en: 'A free coffee',
  customer_info: 'M0001234',
  first_name: 'สมหญิง',
  last_name: 'รักดี',
  state: 'ready',
  expires_at: '2026-12-31T16:59:59.000Z',
  used_at: null,
  used_branch_name_th: null,
  used_branch_name_en: null,
};

export const todaysShift: Shift = {
  branch_ref: 'siam',
  day: '2026-11-24',
  entries: [
    {
      kind: 'earn',
      reference: 'ST-A1B2C3D4E5F6',
      at: '2026-11-24T03:15:00.000Z',
      customer_info: 'M0001234',
      bill_no: 'INV-1001',
      amount: 450.5,
      points: 45,
      name_th: null,
      name_en: null,
      voided_at: null,
      void_reason: null,
    },
    {
      kind: 'redeem',
      reference: 'PV7K2M9Q',
      at: '2026-11-24T04:00:00.000Z',
      customer_info: 'M0001234',
      bill_no: null,
      amount: null,
      points: null,
      name_th: 'กาแฟฟรี 1 แก้ว',
      name_en: 'A free coffee',
      voided_at: null,
      void_reason: null,
    },
  ],
  totals: { earns: 1, amount: 450.5, points: 45, voids: 0, redeems: 1 },
};
