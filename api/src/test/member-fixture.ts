import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, members } from '../db/schema';
import { openSession } from '../modules/session/service';
import type { TestContext } from './harness';

let counter = 0;

/**
 * A fresh member of a brand (the demo brand unless told), with a unique code and mobile, who
 * consented to the privacy policy as registration asks (unless `consent: false`).
 */
export async function createMember(
  db: Db,
  options: { brandRef?: string; mobileNo?: string; tierId?: number; consent?: boolean } = {},
): Promise<{ id: number; brandId: number; brandRef: string; mobileNo: string }> {
  const brandRef = options.brandRef ?? 'demo';
  const [brand] = await db.select().from(brands).where(eq(brands.ref, brandRef)).limit(1);
  if (!brand) throw new Error(`no brand ${brandRef}`);
  counter += 1;
  const suffix = `${process.pid % 1000}${counter}`.padStart(8, '0').slice(-8);
  const mobileNo = options.mobileNo ?? `09${suffix}`;
  const [row] = await db
    .insert(members)
    .values({
      brandId: brand.id,
      memberCode: `M${randomBytes(6).toString('hex')}`,
      mobileNo,
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      isConsentPdpa: options.consent ?? true,
      ...(options.tierId ? { tierId: options.tierId } : {}),
    })
    .returning({ id: members.id });
  return { id: row!.id, brandId: brand.id, brandRef, mobileNo };
}

/** A member with a live session and its bearer header. */
/** A bearer header of a fresh session of the member. */
export async function bearerOf(
  ctx: Pick<TestContext, 'db' | 'app'>,
  member: { brandId: number; brandRef: string; id: number },
) {
  const { accessToken } = await openSession(ctx.db, ctx.app.sessionSettings, {
    brandId: member.brandId,
    brandRef: member.brandRef,
    memberId: member.id,
    userAgent: 'test',
    ip: '127.0.0.1',
  });
  return { authorization: `Bearer ${accessToken}` };
}

export async function signedInMember(
  ctx: TestContext,
  options: { brandRef?: string; consent?: boolean } = {},
) {
  const member = await createMember(ctx.db, options);
  return { ...member, headers: await bearerOf(ctx, member) };
}
