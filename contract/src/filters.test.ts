import { describe, expect, it } from 'vitest';
import { filterValue, filtersRequest } from './filters';

const listRequest = filtersRequest({
  id: 'TestListRequest',
  keys: {
    category_id: filterValue.int,
    search: filterValue.text,
    status: filterValue.oneOf(['active', 'used']),
  },
  totalKeys: ['category_id', 'status'],
  orderKeys: ['point_need', 'name_th'],
  defaultLimit: 10,
  maxLimit: 50,
});

describe('filtersRequest', () => {
  it('reads the wrapped form of spec 7', () => {
    const query = listRequest.parse({
      Filters: {
        Filters: [
          { Seq: 2, Key: 'search', Value: ' latte ' },
          { Seq: 1, Key: 'category_id', Value: '3' },
        ],
        Ordering: [
          { Seq: 2, Key: 'name_th', Direction: 'asc' },
          { Seq: 1, Key: 'point_need', Direction: 'desc' },
        ],
        Page: 2,
        Limit: 5,
      },
    });
    expect(query).toEqual({
      where: { category_id: 3, search: 'latte' },
      ordering: [
        { key: 'point_need', direction: 'desc' },
        { key: 'name_th', direction: 'asc' },
      ],
      page: 2,
      limit: 5,
    });
  });

  it('reads the flat form and fills page and limit defaults', () => {
    const query = listRequest.parse({ Filters: [{ Seq: 1, Key: 'status', Value: 'used' }] });
    expect(query).toEqual({ where: { status: 'used' }, ordering: [], page: 1, limit: 10 });
    expect(listRequest.parse({})).toEqual({ where: {}, ordering: [], page: 1, limit: 10 });
  });

  it('drops the Total value 999 on choice keys only', () => {
    const query = listRequest.parse({
      Filters: {
        Filters: [
          { Seq: 1, Key: 'category_id', Value: 999 },
          { Seq: 2, Key: 'status', Value: '999' },
          { Seq: 3, Key: 'search', Value: 999 },
        ],
      },
    });
    expect(query.where).toEqual({ search: '999' });
  });

  it('rejects unknown filter and ordering keys', () => {
    expect(
      listRequest.safeParse({ Filters: [{ Seq: 1, Key: 'point_need; drop table', Value: 1 }] })
        .success,
    ).toBe(false);
    expect(
      listRequest.safeParse({ Ordering: [{ Seq: 1, Key: 'id desc--', Direction: 'asc' }] }).success,
    ).toBe(false);
  });

  it('rejects values that do not fit their key', () => {
    const bad = listRequest.safeParse({
      Filters: [{ Seq: 1, Key: 'category_id', Value: 'abc' }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['Filters', 'category_id']);
    expect(
      listRequest.safeParse({ Filters: [{ Seq: 1, Key: 'status', Value: 'lost' }] }).success,
    ).toBe(false);
  });

  it('keeps the limit within the list maximum', () => {
    expect(listRequest.safeParse({ Limit: 51 }).success).toBe(false);
    expect(listRequest.safeParse({ Filters: { Page: 0 } }).success).toBe(false);
  });
});
