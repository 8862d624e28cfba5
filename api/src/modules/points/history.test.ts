import { expect, it } from 'vitest';
import { pointExpireResponse, pointHistoryResponse } from '@crm/contract/points';
import { describeEachDatabase } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { earnPoints, expireMemberPoints, spendPoints } from './ledger';

const API = '/api/v1.0/Customer/History';

describeEachDatabase('Points history', (use) => {
  /** Earned on 10 Jan and 20 Feb 2024, spent 30 on 1 Mar 2024, the first lot expired in 2025. */
  const memberWithHistory = async () => {
    const { db } = use();
    const m = await signedInMember(use());
    const base = { brandId: m.brandId, memberId: m.id, descriptionTh: 'ไทย', descriptionEn: 'En' };
    await db.transaction(async (tx) => {
      await earnPoints(tx, {
        ...base,
        points: 100,
        entryType: 'earn_qr',
        sourceType: 'history-test',
        sourceId: `${m.id}-1`,
        spendingAmount: 300,
        isVisit: true,
        at: new Date('2024-01-10T10:00:00+07:00'),
      });
      await earnPoints(tx, {
        ...base,
        points: 40,
        entryType: 'earn_staff',
        sourceType: 'history-test',
        sourceId: `${m.id}-2`,
        at: new Date('2024-05-20T10:00:00+07:00'),
      });
      await spendPoints(tx, {
        ...base,
        points: 30,
        entryType: 'spend_privilege',
        sourceType: 'history-test',
        sourceId: `${m.id}-3`,
        at: new Date('2024-06-01T10:00:00+07:00'),
      });
      await expireMemberPoints(tx, m.brandId, m.id, new Date('2025-04-01T00:00:00+07:00'));
    });
    return m;
  };
  const history = async (headers: Record<string, string>, body: object) => {
    const res = await use().app.inject({
      method: 'POST',
      url: `${API}/Point`,
      headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return pointHistoryResponse.parse(res.json()).data;
  };

  it('lists signed entries newest first, and only the caller’s', async () => {
    const m = await memberWithHistory();
    await memberWithHistory();
    const data = await history(m.headers, { Filters: [] });
    expect(data.payload.map((e) => [e.type, e.points])).toEqual([
      ['expire', -70],
      ['spend', -30],
      ['earn', 40],
      ['earn', 100],
    ]);
    expect(data).toMatchObject({ page: 1, limit: 99, total_record: 4, total_page: 1 });
    const qr = data.payload[3]!;
    expect(qr).toMatchObject({
      entry_type: 'earn_qr',
      spending_amount: 300,
      exp_date: '2025-03-31',
    });
    expect(qr.created_at).toBe('2024-01-10T03:00:00.000Z');
  });

  it('filters by type and Bangkok days, dropping the Total value 999', async () => {
    const m = await memberWithHistory();
    const types = async (filters: unknown[]) =>
      (await history(m.headers, { Filters: filters })).payload.map((e) => e.type);
    expect(await types([{ Seq: 1, Key: 'type', Value: 'earn' }])).toEqual(['earn', 'earn']);
    expect(await types([{ Seq: 1, Key: 'type', Value: 'spend' }])).toEqual(['spend']);
    expect(await types([{ Seq: 1, Key: 'type', Value: 999 }])).toHaveLength(4);
    expect(
      await types([
        { Seq: 1, Key: 'date_from', Value: '2024-05-20' },
        { Seq: 2, Key: 'date_to', Value: '2024-06-01' },
      ]),
    ).toEqual(['spend', 'earn']);
    const wrapped = await history(m.headers, {
      Filters: {
        Filters: [],
        Ordering: [{ Seq: 1, Key: 'points', Direction: 'asc' }],
        Page: 2,
        Limit: 3,
      },
    });
    expect(wrapped.payload.map((e) => e.points)).toEqual([100]);
    expect(wrapped).toMatchObject({ page: 2, total_page: 2 });
    // Full pages, pages past the end and filtered pages all tell the whole count.
    const counted = async (filters: unknown[], Page: number, Limit: number) => {
      const { payload, total_record, total_page } = await history(m.headers, {
        Filters: { Filters: filters, Ordering: [], Page, Limit },
      });
      return { shown: payload.length, total_record, total_page };
    };
    expect(await counted([], 1, 2)).toEqual({ shown: 2, total_record: 4, total_page: 2 });
    expect(await counted([], 5, 2)).toEqual({ shown: 0, total_record: 4, total_page: 2 });
    const earns = [{ Seq: 1, Key: 'type', Value: 'earn' }];
    expect(await counted(earns, 1, 1)).toEqual({ shown: 1, total_record: 2, total_page: 2 });
    // A key named again sorts nothing more: the first mention of each key decides.
    const sorted = async (Ordering: unknown[]) =>
      (
        await history(m.headers, { Filters: { Filters: [], Ordering, Page: 1, Limit: 10 } })
      ).payload.map((e) => e.points);
    const once = [{ Seq: 1, Key: 'points', Direction: 'desc' }];
    expect(await sorted(once)).toEqual([100, 40, -30, -70]);
    expect(await sorted([...once, { Seq: 2, Key: 'points', Direction: 'asc' }])).toEqual(
      await sorted(once),
    );
  });

  it('writes the bytes the contract’s serialiser writes, whatever the text and amounts', async () => {
    const { db } = use();
    const m = await signedInMember(use());
    const texts = [
      'สะสม "แต้ม" \\ ครั้งที่ 1',
      'tab\there\nnew line\u0001\u001f\u007f',
      '😀 \u2028 / é',
    ];
    const amounts = [0.1, 123.45, 1_000_000.5, 250, 0];
    await db.transaction(async (tx) => {
      for (const [i, amount] of amounts.entries()) {
        await earnPoints(tx, {
          brandId: m.brandId,
          memberId: m.id,
          points: 10 + i,
          entryType: 'earn_qr',
          sourceType: 'history-test',
          sourceId: `${m.id}-bytes-${i}`,
          spendingAmount: amount,
          descriptionTh: texts[i % texts.length]!,
          descriptionEn: texts[(i + 1) % texts.length]!,
          at: new Date(Date.UTC(2024, 0, 10 + i, 3, 4, 5, 67 * i)),
        });
      }
      await spendPoints(tx, {
        brandId: m.brandId,
        memberId: m.id,
        points: 5,
        entryType: 'spend_privilege',
        sourceType: 'history-test',
        sourceId: `${m.id}-bytes-spend`,
        descriptionTh: texts[0]!,
        descriptionEn: '',
        at: new Date('2024-02-01T00:00:00.999Z'),
      });
    });
    for (const body of [{}, { Filters: { Filters: [], Ordering: [], Page: 2, Limit: 4 } }]) {
      const res = await use().app.inject({
        method: 'POST',
        url: `${API}/Point`,
        headers: m.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(JSON.stringify(pointHistoryResponse.encode(res.json())));
    }
    const all = pointHistoryResponse.parse(
      (
        await use().app.inject({
          method: 'POST',
          url: `${API}/Point`,
          headers: m.headers,
          payload: {},
        })
      ).json(),
    ).data.payload;
    expect(all.map((e) => e.spending_amount)).toEqual([0, 0, 250, 1_000_000.5, 123.45, 0.1]);
    expect(all.map((e) => e.description_th)).toContain(texts[1]);
  });

  it('rejects unknown filter keys and values with 400', async () => {
    const m = await signedInMember(use());
    for (const Filters of [
      [{ Seq: 1, Key: 'nope', Value: 1 }],
      [{ Seq: 1, Key: 'type', Value: 'gift' }],
      [{ Seq: 1, Key: 'date_from', Value: 'yesterday' }],
      [{ Seq: 1, Key: 'date_to', Value: '2024-13-01' }],
    ]) {
      const res = await use().app.inject({
        method: 'POST',
        url: `${API}/Point`,
        headers: m.headers,
        payload: { Filters },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('lists what is left of each lot with its expiry day', async () => {
    const { db } = use();
    const m = await signedInMember(use());
    const at = new Date();
    await db.transaction(async (tx) => {
      for (const [i, points] of [10, 20].entries()) {
        await earnPoints(tx, {
          brandId: m.brandId,
          memberId: m.id,
          points,
          entryType: 'earn_staff',
          sourceType: 'expire-list-test',
          sourceId: `${m.id}-${i}`,
          descriptionTh: 'แต้ม',
          descriptionEn: 'Points',
          at,
        });
      }
    });
    for (const method of ['GET', 'POST'] as const) {
      const res = await use().app.inject({ method, url: `${API}/PointExpire`, headers: m.headers });
      expect(res.statusCode).toBe(200);
      const data = pointExpireResponse.parse(res.json()).data;
      expect(data.total_points).toBe(30);
      expect(data.payload.map((l) => l.remaining)).toEqual([10, 20]);
      expect(data.summary).toHaveLength(1);
      expect(data.summary[0]!.points).toBe(30);
      expect(data.summary[0]!.exp_date).toMatch(/^\d{4}-(03-31|06-30|09-30|12-31)$/);
    }
    expect((await use().app.inject({ url: `${API}/PointExpire` })).statusCode).toBe(401);
  });
});
