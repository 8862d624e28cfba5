import { and, eq } from 'drizzle-orm';
import type { MemberAddress } from '@crm/contract/address';
import type { Db } from '../../db/client';
import { memberAddresses } from '../../db/schema';

export async function findMemberAddress(
  db: Db,
  brandId: number,
  memberId: number,
): Promise<MemberAddress | undefined> {
  const rows = await db
    .select({
      detail: memberAddresses.detail,
      provinceId: memberAddresses.provinceId,
      province: memberAddresses.province,
      districtId: memberAddresses.districtId,
      district: memberAddresses.district,
      subDistrictId: memberAddresses.subDistrictId,
      subDistrict: memberAddresses.subDistrict,
      postal: memberAddresses.postal,
    })
    .from(memberAddresses)
    .where(and(eq(memberAddresses.brandId, brandId), eq(memberAddresses.memberId, memberId)))
    .limit(1);
  return rows[0];
}

export async function saveMemberAddress(
  db: Db,
  brandId: number,
  memberId: number,
  address: MemberAddress,
) {
  const values = { ...address, updatedAt: new Date() };
  await db
    .insert(memberAddresses)
    .values({ brandId, memberId, ...values })
    .onConflictDoUpdate({
      target: [memberAddresses.brandId, memberAddresses.memberId],
      set: values,
    });
}
