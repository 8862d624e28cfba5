import type { FastifyInstance } from 'fastify';
import { p95, timedRequests } from './timing';

/*
 * The console's member search at scale: what an operator does at the desk, in turn — a mobile
 * number typed as it grows (with and without its 0, or +66), an exact member code, a fragment of
 * a Thai or English name, a LINE id, and filtered, sorted pages followed by their next page.
 */

const SAMPLES = 300;
const API = '/api/v1.0';

interface Page {
  items: { member_code: string; mobile_no: string | null; tier: { tier_id: number } | null }[];
  next_cursor: string | null;
}

export async function measureMemberSearch(ctx: {
  app: FastifyInstance;
  brandId: number;
  ownerHeaders: Record<string, string>;
}): Promise<{ console_search_p95_ms: number }> {
  const { app, ownerHeaders } = ctx;
  const get = (query: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: `${API}/console/members?${new URLSearchParams(query).toString()}`,
      headers: ownerHeaders,
    });
  const pageOf = async (query: Record<string, string>) => {
    const res = await get(query);
    if (res.statusCode !== 200) throw new Error(`member search answered ${res.statusCode}`);
    return res.json<{ data: Page }>().data;
  };

  // Real members to look for, from the sorts the list offers.
  const known = [
    ...(await pageOf({ sort: 'points', limit: '50' })).items,
    ...(await pageOf({ sort: 'name', limit: '50' })).items,
    ...(await pageOf({ sort: 'joined', limit: '50' })).items,
  ].filter((item) => item.mobile_no);
  const tierIds = [...new Set(known.map((item) => item.tier?.tier_id).filter(Boolean))].map(String);
  const cursors = new Map<string, string>();
  for (const sort of ['joined', 'last_visit', 'points', 'name']) {
    const first = await pageOf({ sort, limit: '25', consent: 'given' });
    if (first.next_cursor) cursors.set(sort, first.next_cursor);
  }
  const fragments = ['ทองดี', 'มณี', 'สมชาย', 'Srisuk', 'boon', 'jaid'];

  const queries: ((i: number) => Record<string, string>)[] = [
    (i) => ({ q: known[i % known.length]!.mobile_no!.slice(0, 4 + (i % 6)) }),
    (i) => ({ q: known[i % known.length]!.mobile_no!.slice(1) }),
    (i) => ({ q: `+66${known[i % known.length]!.mobile_no!.slice(1, 7)}` }),
    (i) => ({ q: known[i % known.length]!.member_code }),
    (i) => ({ q: fragments[i % fragments.length]! }),
    (i) => ({ tier_id: tierIds[i % tierIds.length] ?? '', sort: 'points' }),
    (i) => ({ consent: i % 2 ? 'none' : 'given', sort: 'last_visit' }),
    () => ({ blocked: 'false', sort: 'name' }),
    (i) => ({ q: fragments[i % fragments.length]!, consent: 'given', sort: 'joined' }),
    (i) => {
      const sort = [...cursors.keys()][i % Math.max(1, cursors.size)] ?? 'joined';
      const cursor = cursors.get(sort);
      return { sort, consent: 'given', limit: '25', ...(cursor ? { cursor } : {}) };
    },
    (i) => ({
      joined_from: '2025-01-01',
      visit_from: '2025-06-01',
      sort: i % 2 ? 'joined' : 'points',
    }),
  ];
  const samples = await timedRequests(SAMPLES, (i) =>
    get({ limit: '25', ...queries[i % queries.length]!(Math.floor(i / queries.length)) }),
  );
  return { console_search_p95_ms: Math.round(p95(samples) * 10) / 10 };
}
