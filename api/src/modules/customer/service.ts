import { randomUUID } from 'node:crypto';
import type { MemberAddress } from '@crm/contract/address';
import {
  MEMBER_PHOTO_IMAGE_GROUP,
  registrationSteps,
  type Profile,
  type RegistrationStep,
  type UpdateCustomerInfoBody,
} from '@crm/contract/customer';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { resolveAddress, saveMemberAddress } from '../address/service';
import { insertImage } from '../images/service';
import { imageUrl } from '../images/urls';
import { lastValidDay } from '../points/policy';
import { normalizeProfilePhoto } from './photo';
import {
  deleteOtherMemberPhotos,
  findProfileRow,
  moveRegistrationStep,
  updateMemberProfile,
  type ProfileChanges,
  type ProfileRow,
} from './repository';
import { memberTransaction } from '../member-lock/service';

/**
 * Records that a member finished `reached`. Only moves forward: a member already past it, or on
 * a step this list does not know, keeps their step.
 */
export async function advanceRegistrationStep(
  db: Db,
  brandId: number,
  memberId: number,
  reached: RegistrationStep,
): Promise<void> {
  const earlier = registrationSteps.slice(0, registrationSteps.indexOf(reached));
  if (earlier.length === 0) return;
  await moveRegistrationStep(db, brandId, memberId, { reached, from: earlier });
}

interface Who {
  brandId: number;
  brandRef: string;
  memberId: number;
}

function toProfile(row: ProfileRow): Profile {
  return {
    image_url: row.imageUrl,
    point: row.pointBalance,
    first_name: row.firstName,
    last_name: row.lastName,
    mobile_no: row.mobileNo,
    email: row.email,
    birthdate: row.birthdate,
    gender: row.gender,
    is_consent_pdpa: row.isConsentPdpa,
    is_withdraw_pdpa: row.isWithdrawPdpa,
    customer_info: row.memberCode,
    point_exp_date_approaching: row.nextToExpire ? lastValidDay(row.nextToExpire.expiresAt) : null,
    point_exp_points_approaching: row.nextToExpire?.points ?? null,
    registration_step: row.registrationStep,
    address: row.address,
  };
}

/** GET /Customer/info: one query, as the member app asks for it on every screen. */
export async function getProfile(db: Db, who: Who): Promise<Profile> {
  const row = await findProfileRow(db, who.brandId, who.memberId, new Date());
  if (!row) throw new AppError('UNAUTHORIZED', 'Member not found');
  return toProfile(row);
}

function profileChanges(body: UpdateCustomerInfoBody): ProfileChanges {
  return {
    firstName: body.first_name,
    lastName: body.last_name,
    ...(body.gender !== undefined && { gender: body.gender }),
    ...(body.email !== undefined && { email: body.email }),
    ...(body.birthdate !== undefined && {
      birthdate: body.birthdate === '' ? null : body.birthdate,
    }),
  };
}

function chosenAddress(body: UpdateCustomerInfoBody): MemberAddress | undefined {
  const { provinceId, districtId, subDistrictId, postal } = body;
  if (provinceId === undefined || districtId === undefined) return undefined;
  if (subDistrictId === undefined || postal === undefined) return undefined;
  return resolveAddress({
    detail: body.detail ?? '',
    provinceId,
    districtId,
    subDistrictId,
    postal,
  });
}

const photoKeyPrefix = (memberId: number) => `members/${memberId}/`;

/** Checks and re-encodes the photo, then stores it under a fresh, unguessable key. */
async function storePhoto(storage: FileStorage, who: Who, upload: Buffer) {
  const bytes = await normalizeProfilePhoto(upload);
  const key = `${photoKeyPrefix(who.memberId)}${randomUUID()}.webp`;
  const storageKey = `${who.brandRef}/${key}`;
  await storage.put(storageKey, bytes);
  return { key, storageKey };
}

/**
 * POST /Customer/UpdateCustomerInfo. Everything is checked (fields, address chain, photo) before
 * anything is written; the member row, address and photo record then change in one transaction.
 * The photo bytes are stored first: if the transaction fails they are left unreferenced.
 */
export async function updateProfile(
  db: Db,
  storage: FileStorage,
  who: Who,
  body: UpdateCustomerInfoBody,
  photo?: Buffer,
): Promise<Profile> {
  const address = chosenAddress(body);
  const changes = profileChanges(body);
  const stored = photo && (await storePhoto(storage, who, photo));

  await memberTransaction(db, who, async (tx) => {
    if (stored) {
      await insertImage(tx, {
        brandId: who.brandId,
        groupType: MEMBER_PHOTO_IMAGE_GROUP,
        key: stored.key,
        name: 'profile photo',
        storageKey: stored.storageKey,
        contentType: 'image/webp',
      });
      await deleteOtherMemberPhotos(
        tx,
        who.brandId,
        MEMBER_PHOTO_IMAGE_GROUP,
        photoKeyPrefix(who.memberId),
        stored.key,
      );
      changes.imageUrl = imageUrl(who.brandRef, stored.key);
    }
    if (!(await updateMemberProfile(tx, who.brandId, who.memberId, changes)))
      throw new AppError('UNAUTHORIZED', 'Member not found');
    if (address) await saveMemberAddress(tx, who.brandId, who.memberId, address);
    await advanceRegistrationStep(tx, who.brandId, who.memberId, 'profile');
  });
  return getProfile(db, who);
}
