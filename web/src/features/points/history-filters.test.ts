import { describe, expect, it } from 'vitest';
import { pointHistoryRequest } from '@crm/contract/points';
import { buildFilters, pointHistoryBody } from './history-filters';

describe('buildFilters', () => {
  it('drops a filter holding the Total value 999, as number or text', () => {
    expect(
      buildFilters({ Key: 'type', Value: 999 }, [{ Key: 'date_from', Value: '2025-01-01' }]),
    ).toEqual([{ Seq: 1, Key: 'date_from', Value: '2025-01-01' }]);
    expect(buildFilters(null, [{ Key: 'type', Value: '999' }])).toEqual([]);
  });

  it('places the query filter first and numbers every filter in order', () => {
    expect(
      buildFilters({ Key: 'type', Value: 'earn' }, [
        { Key: 'date_from', Value: '2025-01-01' },
        { Key: 'date_to', Value: '2025-01-31' },
      ]),
    ).toEqual([
      { Seq: 1, Key: 'type', Value: 'earn' },
      { Seq: 2, Key: 'date_from', Value: '2025-01-01' },
      { Seq: 3, Key: 'date_to', Value: '2025-01-31' },
    ]);
  });

  it('numbers from 1 again after a dropped filter', () => {
    expect(
      buildFilters(null, [
        { Key: 'type', Value: 999 },
        { Key: 'date_to', Value: '2025-01-31' },
      ]),
    ).toEqual([{ Seq: 1, Key: 'date_to', Value: '2025-01-31' }]);
  });
});

describe('pointHistoryBody', () => {
  it("sends 'all' as no type filter, newest first, page of 99", () => {
    const body = pointHistoryBody({ type: 'all', range: { start: null, end: null } }, 1);
    expect(body).toEqual({
      Filters: {
        Filters: [],
        Ordering: [{ Seq: 1, Key: 'created_at', Direction: 'desc' }],
        Page: 1,
        Limit: 99,
      },
    });
  });

  it('sends the chip and the chosen days as yyyy-MM-dd, the chip first', () => {
    const body = pointHistoryBody(
      { type: 'spend', range: { start: new Date(2025, 0, 5), end: new Date(2025, 1, 3) } },
      2,
    );
    expect(body.Filters).toMatchObject({
      Filters: [
        { Seq: 1, Key: 'type', Value: 'spend' },
        { Seq: 2, Key: 'date_from', Value: '2025-01-05' },
        { Seq: 3, Key: 'date_to', Value: '2025-02-03' },
      ],
      Page: 2,
    });
  });

  it('is a request the API accepts', () => {
    const parsed = pointHistoryRequest.parse(
      pointHistoryBody(
        { type: 'expire', range: { start: new Date(2025, 0, 1), end: new Date(2025, 0, 2) } },
        1,
      ),
    );
    expect(parsed.where).toEqual({
      type: 'expire',
      date_from: '2025-01-01',
      date_to: '2025-01-02',
    });
    expect(parsed.ordering).toEqual([{ key: 'created_at', direction: 'desc' }]);
  });
});
