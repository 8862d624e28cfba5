import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { membershipInfoResponse, tierListResponse } from '@crm/contract/membership';
import {
  tierLadderResponse,
  tierPreviewResponse,
  tierSetupResponse,
  type TierDraftInput,
  type TierSetup,
} from '@crm/contract/tier-setup';
import { auditLog, members, pointLedger } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/harness';
import { signedInMember } from '../../test/member-fixture';
import { createOtherBrand, expectRoleMatrix } from '../../test/role-matrix';
import { expectError } from '../auth/test-helpers';
import { signedInOperator } from '../operators/test-fixtures';
import { earnPoints } from '../points/ledger';

const API = '/api/v1.0/operator/tiers';
const DAY = 86_400_000;

type Headers = Record<string, string>;

/** A saved tier as the body of the next save. */
const draftOf = ({ image_url, icon_url, members: held, ...draft }: TierSetup): TierDraftInput => {
  void image_url;
  void icon_url;
  void held;
  return draft;
};

const spendOnly = (required: number, periodDays: number | null = null) => ({
  mode: 'criteria' as const,
  spending: { required, period_days: periodDays, period_until: null },
});

/** A three-tier ladder for a brand without tiers: entry, 100 baht, then 500 baht and 2 visits. */
const freshLadder = (): TierDraftInput[] => [
  { rank: 1, code: 'green', name_th: 'กรีน', name_en: 'Green' },
  {
    rank: 2,
    code: 'blue',
    name_th: 'บลู',
    name_en: 'Blue',
    validity_days: 365,
    upgrade: spendOnly(100, 30),
    keep: { mode: 'none' },
  },
  {
    rank: 3,
    code: 'black',
    name_th: 'แบล็ก',
    name_en: 'Black',
    validity_days: 365,
    upgrade: {
      mode: 'criteria',
      spending: { required: 500, period_days: 30, period_until: null },
      visits: { required: 2, period_days: null, period_until: null },
    },
  },
];

describeEachDatabase('Tiers in the console', (use) => {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    use().app.inject({ method, url: `${API}${url}`, headers, ...(payload ? { payload } : {}) });

  const ladder = async (headers: Headers) => {
    const res = await call('GET', '', headers);
    expect(res.statusCode, res.body).toBe(200);
    return tierLadderResponse.parse(res.json()).data.tiers;
  };

  const auditRows = (ctx: TestContext, brandId: number) =>
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.brandId, brandId), eq(auditLog.targetType, 'tiers')));

  /** A brand of its own, its owner signed in, with the fresh ladder saved. */
  const brandWithLadder = async () => {
    const ctx = use();
    const brand = await createOtherBrand(ctx);
    const owner = await signedInOperator(ctx, { role: 'owner', brandRef: brand.ref });
    const res = await call('PUT', '', owner.headers, { tiers: freshLadder() });
    expect(res.statusCode, res.body).toBe(200);
    return { brand, owner, tiers: tierLadderResponse.parse(res.json()).data.tiers };
  };

  let seq = 0;
  const earn = (
    m: { id: number; brandId: number },
    spending: number,
    options: { daysAgo?: number; visit?: boolean } = {},
  ) => {
    seq += 1;
    return use().db.transaction((tx) =>
      earnPoints(tx, {
        brandId: m.brandId,
        memberId: m.id,
        points: 10,
        entryType: 'earn_qr',
        sourceType: 'tier-setup-test',
        sourceId: String(seq),
        spendingAmount: spending,
        isVisit: options.visit ?? true,
        descriptionTh: 'บิล',
        descriptionEn: 'Bill',
        at: new Date(Date.now() - (options.daysAgo ?? 0) * DAY),
      }),
    );
  };

  it('lets owners and admins edit, managers read, and nobody else', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    const current = { tiers: (await ladder(owner.headers)).map(draftOf) };
    const [statuses] = await expectRoleMatrix(ctx, [
      { method: 'GET', url: API, allowed: ['owner', 'admin', 'manager'] },
      { method: 'POST', url: `${API}/preview`, payload: current, allowed: ['owner', 'admin'] },
      // Another brand's operator names tiers not of their brand.
      { method: 'PUT', url: API, payload: current, allowed: ['owner', 'admin'], target: true },
      {
        method: 'PUT',
        url: `${API}/${current.tiers[0]!.tier_id}/pictures/icon`,
        allowed: ['owner', 'admin'],
        target: true,
      },
    ]);
    expect(statuses).toMatchObject({ owner: 200, admin: 200, manager: 200 });
  });

  it('reads the demo ladder with its criteria and the members on each tier', async () => {
    const ctx = use();
    const owner = await signedInOperator(ctx, { role: 'owner' });
    await signedInMember(ctx);
    const tiers = await ladder(owner.headers);
    expect(tiers.map((t) => [t.rank, t.code])).toEqual([
      [1, 'silver'],
      [2, 'gold'],
      [3, 'platinum'],
    ]);
    expect(tiers[0]).toMatchObject({ upgrade: null, keep: null, validity_days: null });
    expect(tiers[0]!.members).toBeGreaterThan(0);
    expect(tiers[1]!.upgrade).toEqual({
      mode: 'criteria',
      spending: { required: 2000, period_days: 365, period_until: null },
      visits: { required: 8, period_days: 365, period_until: null },
      points: null,
    });
    expect(tiers[2]!.keep?.spending?.period_until).toMatch(/^\d{4}-12-31$/);
    expect(tiers[2]!.icon_url).toMatch(/^\/api\/v1\.0\/images\/demo\//);
  });

  it('saves names, benefits, periods, criteria and a new order, with before and after in the audit log', async () => {
    const ctx = use();
    const { brand, owner, tiers } = await brandWithLadder();
    const member = await signedInMember(ctx, { brandRef: brand.ref });
    const [green, blue, black] = tiers.map(draftOf) as [
      TierDraftInput,
      TierDraftInput,
      TierDraftInput,
    ];
    const res = await call('PUT', '', owner.headers, {
      tiers: [
        { ...green, name_en: 'Green leaf', detail_th: 'สะสมแต้มทุกการซื้อ' },
        // Black moves below blue and asks for less; blue now asks for more.
        { ...black, rank: 2, upgrade: spendOnly(200, 60), keep: null },
        { ...blue, rank: 3, upgrade: spendOnly(900, 60), validity_days: 180 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = tierLadderResponse.parse(res.json()).data.tiers;
    expect(saved.map((t) => [t.rank, t.code, t.tier_id])).toEqual([
      [1, 'green', green.tier_id],
      [2, 'black', black.tier_id],
      [3, 'blue', blue.tier_id],
    ]);
    expect(saved[0]).toMatchObject({ name_en: 'Green leaf', detail_th: 'สะสมแต้มทุกการซื้อ' });
    expect(saved[2]).toMatchObject({ validity_days: 180, keep: { mode: 'none' } });
    expect(await ladder(owner.headers)).toEqual(saved);

    // Members read the new names and order.
    const list = await use().app.inject({
      url: '/api/v1.0/customer/membership-tier/list',
      headers: member.headers,
    });
    expect(tierListResponse.parse(list.json()).data.map((t) => t.tier_name_en)).toEqual([
      'Green leaf',
      'Black',
      'Blue',
    ]);

    const rows = await auditRows(ctx, brand.id);
    const update = rows.at(-1)!;
    expect(update).toMatchObject({ action: 'tiers.ladder.update', role: 'owner' });
    expect((update.before as TierSetup[]).map((t) => t.code)).toEqual(['green', 'blue', 'black']);
    expect((update.after as TierSetup[]).map((t) => t.code)).toEqual(['green', 'black', 'blue']);
  });

  it('moves members under the new criteria at their next earn', async () => {
    const ctx = use();
    const { brand, owner, tiers } = await brandWithLadder();
    const member = await signedInMember(ctx, { brandRef: brand.ref });
    const info = async () => {
      const res = await use().app.inject({
        url: '/api/v1.0/customer/membership-tier/info',
        headers: member.headers,
      });
      return membershipInfoResponse.parse(res.json()).data.tier_info?.tier;
    };
    await earn(member, 50);
    expect(await info()).toBe('green');
    const [green, blue, black] = tiers.map(draftOf) as [
      TierDraftInput,
      TierDraftInput,
      TierDraftInput,
    ];
    const res = await call('PUT', '', owner.headers, {
      tiers: [green, { ...blue, upgrade: spendOnly(60, 30) }, black],
    });
    expect(res.statusCode, res.body).toBe(200);
    await earn(member, 20);
    expect(await info()).toBe('blue');
  });

  it('refuses a ladder with gaps, negatives or an easier higher tier, changing nothing', async () => {
    const ctx = use();
    const { brand, owner, tiers } = await brandWithLadder();
    const before = await ladder(owner.headers);
    const auditBefore = (await auditRows(ctx, brand.id)).length;
    const [green, blue, black] = tiers.map(draftOf) as [
      TierDraftInput,
      TierDraftInput,
      TierDraftInput,
    ];
    const cases: [TierDraftInput[], number, string, RegExp][] = [
      [[green, blue, { ...black, rank: 4 }], 400, 'TIER_ORDER_GAP', /Black/],
      // Two tiers at rank 3: the second of them is out of place.
      [[green, { ...blue, rank: 3 }, black], 400, 'TIER_ORDER_GAP', /Black/],
      [[green, blue, { ...black, code: 'blue' }], 400, 'TIER_DUPLICATE', /Black/],
      [
        [green, { ...blue, upgrade: spendOnly(-1) }, black],
        400,
        'TIER_THRESHOLD_NEGATIVE',
        /Blue, spending/,
      ],
      [
        [
          green,
          {
            ...blue,
            upgrade: {
              mode: 'criteria',
              visits: { required: 1, period_days: 30, period_until: '2030-01-01' },
            },
          },
          black,
        ],
        400,
        'TIER_PERIOD_CONFLICT',
        /Blue, visits/,
      ],
      [[{ ...green, upgrade: spendOnly(10) }, blue, black], 400, 'TIER_ENTRY_CRITERIA', /Green/],
      [
        [green, { ...blue, upgrade: { mode: 'criteria' } }, black],
        400,
        'TIER_CONDITION_REQUIRED',
        /Blue/,
      ],
      // Black asks for 50 baht where blue below it asks for 100.
      [
        [green, blue, { ...black, upgrade: spendOnly(50, 30) }],
        400,
        'TIER_EASIER_THAN_LOWER',
        /Black, spending, compared with Blue/,
      ],
      [[green, blue, { ...black, tier_id: 2_000_000 }], 404, 'TIER_NOT_FOUND', /./],
    ];
    for (const [body, status, code, names] of cases) {
      for (const url of ['', '/preview']) {
        const res = await call(url ? 'POST' : 'PUT', url, owner.headers, { tiers: body });
        const error = expectError(res, status, code);
        expect(error.message_en, code).toMatch(names);
        expect(error.message_th).toMatch(/[ก-๙]/);
      }
    }
    // Malformed shapes are refused before any rule.
    for (const tiers of [[], [{ ...green, name_th: '' }], [{ ...green, validity_days: 0 }]]) {
      expectError(await call('PUT', '', owner.headers, { tiers }), 400, 'VALIDATION_ERROR');
    }
    expect(await ladder(owner.headers)).toEqual(before);
    expect(await auditRows(ctx, brand.id)).toHaveLength(auditBefore);
  });

  it('adds a tier, and removes one only while no member holds it', async () => {
    const ctx = use();
    const { brand, owner, tiers } = await brandWithLadder();
    const [green, blue, black] = tiers.map(draftOf) as [
      TierDraftInput,
      TierDraftInput,
      TierDraftInput,
    ];
    const member = await signedInMember(ctx, { brandRef: brand.ref });
    await ctx.db.update(members).set({ tierId: black.tier_id }).where(eq(members.id, member.id));

    const withoutBlack = await call('PUT', '', owner.headers, { tiers: [green, blue] });
    const error = expectError(withoutBlack, 409, 'TIER_IN_USE');
    expect(error.message_en).toContain('Black: 1');
    expect((await ladder(owner.headers)).map((t) => t.code)).toEqual(['green', 'blue', 'black']);

    const gold = {
      rank: 4,
      code: 'gold',
      name_th: 'โกลด์',
      name_en: 'Gold',
      upgrade: {
        mode: 'criteria' as const,
        spending: { required: 1000, period_days: 30, period_until: null },
        visits: { required: 3, period_days: null, period_until: null },
      },
    };
    const added = await call('PUT', '', owner.headers, { tiers: [green, blue, black, gold] });
    expect(added.statusCode, added.body).toBe(200);
    expect(tierLadderResponse.parse(added.json()).data.tiers.map((t) => t.code)).toEqual([
      'green',
      'blue',
      'black',
      'gold',
    ]);

    const withoutGold = await call('PUT', '', owner.headers, { tiers: [green, blue, black] });
    expect(withoutGold.statusCode, withoutGold.body).toBe(200);
    await ctx.db.update(members).set({ tierId: blue.tier_id }).where(eq(members.id, member.id));
    const emptied = await call('PUT', '', owner.headers, { tiers: [green, blue] });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(tierLadderResponse.parse(emptied.json()).data.tiers.map((t) => t.code)).toEqual([
      'green',
      'blue',
    ]);
  });

  it('previews how many members each tier would hold, changing nothing', async () => {
    const ctx = use();
    const { brand, owner, tiers } = await brandWithLadder();
    const newcomer = await signedInMember(ctx, { brandRef: brand.ref });
    const regular = await signedInMember(ctx, { brandRef: brand.ref });
    const big = await signedInMember(ctx, { brandRef: brand.ref });
    const once = await signedInMember(ctx, { brandRef: brand.ref });
    const lapsed = await signedInMember(ctx, { brandRef: brand.ref });
    void newcomer;
    await earn(regular, 150);
    await earn(big, 300);
    await earn(big, 300);
    await earn(once, 600);
    // Spent long ago: outside the 30 days the spending conditions count.
    await earn(lapsed, 900, { daysAgo: 40 });
    await earn(lapsed, 900, { daysAgo: 41 });

    const preview = async (body: TierDraftInput[]) => {
      const res = await call('POST', '/preview', owner.headers, { tiers: body });
      expect(res.statusCode, res.body).toBe(200);
      return tierPreviewResponse.parse(res.json()).data;
    };
    const drafts = tiers.map(draftOf);
    const same = await preview(drafts);
    expect(same.total_members).toBe(5);
    expect(same.tiers.map((t) => [t.code, t.members_after])).toEqual([
      ['green', 2],
      ['blue', 2],
      ['black', 1],
    ]);
    // Earns moved members as they came: the big spender reached blue with the first bill, and
    // black counts only what came after that. Placed afresh, both bills count.
    expect(same.tiers.map((t) => t.members_now)).toEqual([2, 3, 0]);

    const [green, blue, black] = drafts as [TierDraftInput, TierDraftInput, TierDraftInput];
    const longer = await preview([
      green,
      { ...blue, upgrade: spendOnly(100, 60) },
      { ...black, upgrade: { mode: 'criteria', spending: { required: 1000, period_days: 60 } } },
    ]);
    // Over 60 days the lapsed member's 1,800 baht counts: black. Nobody else reaches 1,000.
    expect(longer.tiers.map((t) => t.members_after)).toEqual([1, 3, 1]);
    const closed = await preview([green, { ...blue, upgrade: { mode: 'none' } }, black]);
    expect(closed.tiers.map((t) => t.members_after)).toEqual([5, 0, 0]);

    const untouched = await ladder(owner.headers);
    expect(untouched.map(draftOf)).toEqual(drafts);
    const ledger = await ctx.db.select().from(pointLedger).where(eq(pointLedger.brandId, brand.id));
    expect(ledger).toHaveLength(6);
  });

  it("replaces a tier's icon with a re-encoded picture", async () => {
    const { owner, tiers } = await brandWithLadder();
    const png = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#6F4E37' },
    })
      .png()
      .toBuffer();
    const boundary = 'tierpicture';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="icon.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await use().app.inject({
      method: 'PUT',
      url: `${API}/${tiers[1]!.tier_id}/pictures/icon`,
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const tier = tierSetupResponse.parse(res.json()).data;
    expect(tier.icon_url).toMatch(/\/tiers\/\d+-icon-.*\.webp$/);
    const image = await use().app.inject({ url: tier.icon_url });
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(256);

    const none = await call('PUT', `/${tiers[1]!.tier_id}/pictures/image`, owner.headers, {});
    expectError(none, 400, 'IMAGE_REQUIRED');
  });
});
