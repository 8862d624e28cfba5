import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { members } from '../../src/db/schema';

/**
 * `count` members of the brand, picked at random, who may take part in a burst of writes (they
 * consented, are not blocked and were not erased), `also` narrowing them further.
 */
export async function crowdOf(db: Db, brandId: number, count: number, also?: SQL) {
  const chosen = await db
    .select({ id: members.id, code: members.memberCode })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.isConsentPdpa, true),
        eq(members.isBlocked, false),
        isNull(members.erasedAt),
        also,
      ),
    )
    .orderBy(sql`random()`)
    .limit(count);
  if (chosen.length < count) throw new Error(`only ${chosen.length} members can take part`);
  return chosen;
}
