import { and, eq, inArray, like, ne } from 'drizzle-orm';
import type { RegistrationStep } from '@crm/contract/customer';
import type { Db } from '../../db/client';
import { images, members } from '../../db/schema';

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

export async function findProfileRow(db: Db, brandId: number, memberId: number) {
  const rows = await db
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
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, memberId)))
    .limit(1);
  return rows[0];
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
