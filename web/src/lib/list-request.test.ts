import { describe, expect, it } from 'vitest';
import { privilegeListRequest } from '@crm/contract/privileges';
import { listRequest } from './list-request';

describe('listRequest', () => {
  it('puts the search first, drops the Total value 999 and empty values', () => {
    expect(
      listRequest({
        filters: { category_id: 999, Privilege_System_Type: 2, point_from: undefined },
        search: '  latte ',
        page: 2,
        limit: 5,
      }),
    ).toEqual({
      Filters: {
        Filters: [
          { Seq: 1, Key: 'search', Value: 'latte' },
          { Seq: 2, Key: 'Privilege_System_Type', Value: 2 },
        ],
        Ordering: [],
        Page: 2,
        Limit: 5,
      },
    });
  });

  it('defaults to page 1 and 10 a page', () => {
    expect(listRequest({ search: ' ' })).toEqual({
      Filters: { Filters: [], Ordering: [], Page: 1, Limit: 10 },
    });
  });
});

describe('listRequest and the API', () => {
  it('builds a request the privilege list accepts', () => {
    const body = listRequest({ filters: { Privilege_System_Type: 2 }, limit: 6 });
    expect(privilegeListRequest.parse(body)).toMatchObject({ page: 1, limit: 6 });
  });
});
