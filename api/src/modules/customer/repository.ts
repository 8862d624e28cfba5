import { and, asc, eq, gt, inArray, like, ne, sql } from 'drizzle-orm';
import type { MemberAddress } from '@crm/contract/address';
import type { RegistrationStep } from '@crm/contract/customer';
import type { Db } from '../../db/client';
import { placeholderMember, preparedOn } from '../../db/prepared';
import { images, memberAddresses, members, pointLedger } from '../../db/schema';

/** Moves the member to the step `reached` when their step is one of `from`. */
export async function moveRegistrationStep(
  db: Db,
  brandId: number,
  memberId: number,
  step: { reached: RegistrationStep; from: RegistrationStep[] },
): Promise<void> {
  const { reached, from } = step;
  await db
    .update(members)
    .set({ registrationStep: reached, updatedAt: new Date() })
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.id, memberId),
        inArray(members.registrationStep, from),
      ),
    );
}

function profileQuery(db: Db) {
  const nextExpiry = db
    .select({
      expiresAt: pointLedger.expiresAt,
      points: sql<number>`sum(${pointLedger.remaining})::int`.as('points'),
    })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.brandId, members.brandId),
        eq(pointLedger.memberId, members.id),
        gt(pointLedger.remaining, 0),
        gt(pointLedger.expiresAt, sql.placeholder('now')),
      ),
    )
    .groupBy(pointLedger.expiresAt)
    .orderBy(asc(pointLedger.expiresAt))
    .limit(1)
    .as('next_expiry');
  return db
    .select({
      memberCode: members.memberCode,
      mobileNo: members.mobileNo,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      birthdate: members.birthdate,
      gender: members.gender,
      imageUrl: members.imageUrl,
      pointBalance: members.pointBalance,
      isConsentPdpa: members.isConsentPdpa,
      isWithdrawPdpa: members.isWithdrawPdpa,
      registrationStep: members.registrationStep,
      addressId: memberAddresses.id,
      detail: memberAddresses.detail,
      provinceId: memberAddresses.provinceId,
      province: memberAddresses.province,
      districtId: memberAddresses.districtId,
      district: memberAddresses.district,
      subDistrictId: memberAddresses.subDistrictId,
      subDistrict: memberAddresses.subDistrict,
      postal: memberAddresses.postal,
      expiresAt: nextExpiry.expiresAt,
      expiringPoints: nextExpiry.points,
    })
    .from(members)
    .leftJoin(
      memberAddresses,
      and(eq(memberAddresses.brandId, members.brandId), eq(memberAddresses.memberId, members.id)),
    )
    .leftJoinLateral(nextExpiry, sql`true`)
    .where(placeholderMember)
    .limit(1)
    .prepare('customer_info');
}

/**
 * Everything GET /Customer/info shows, in one round trip: the member, their address (null when
 * they have none) and their next lots to expire after `now` (the earliest expiry still holding
 * points and what those lots hold; null when no lot holds points).
 */
export async function findProfileRow(db: Db, brandId: number, memberId: number, now: Date) {
  const query = preparedOn(db, 'customer_info', profileQuery);
  const rows = await query.execute({ brandId, memberId, now });
  const row = rows[0];
  if (!row) return undefined;
  const { addressId, detail, provinceId, province, districtId, district, subDistrictId } = row;
  const { subDistrict, postal, expiresAt, expiringPoints, ...member } = row;
  const address: MemberAddress | null =
    addressId === null
      ? null
      : {
          detail: detail ?? '',
          provinceId,
          province: province ?? '',
          districtId,
          district: district ?? '',
          subDistrictId,
          subDistrict: subDistrict ?? '',
          postal: postal ?? '',
        };
  const nextToExpire =
    expiresAt === null || !expiringPoints ? null : { expiresAt, points: expiringPoints };
  return { ...member, address, nextToExpire };
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export type ProfileChanges = Partial<
  Pick<
    typeof members.$inferInsert,
    'firstName' | 'lastName' | 'email' | 'birthdate' | 'gender' | 'imageUrl'
  >
>;

/** Returns whether the member exists. */
export async function updateMemberProfile(
  tx: Db,
  brandId: number,
  memberId: number,
  changes: ProfileChanges,
): Promise<boolean> {
  const rows = await tx
    .update(members)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .returning({ id: members.id });
  return rows.length > 0;
}

/** Forgets the member's earlier photos, so their old URLs stop serving them. */
export async function deleteOtherMemberPhotos(
  tx: Db,
  brandId: number,
  groupType: number,
  keyPrefix: string,
  keepKey: string,
) {
  await tx
    .delete(images)
    .where(
      and(
        eq(images.brandId, brandId),
        eq(images.groupType, groupType),
        like(images.key, `${keyPrefix}%`),
        ne(images.key, keepKey),
      ),
    );
}
