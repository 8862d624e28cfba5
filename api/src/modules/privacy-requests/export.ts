import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { MEMBER_EXPORT_FILES } from '@crm/contract/privacy-requests';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../lib/file-storage';
import { exportReadme } from './readme';
import {
  findAddresses,
  findBrand,
  findConsents,
  findCustomValues,
  findLedger,
  findMember,
  findMessageOptOuts,
  findMessages,
  findPackageCodes,
  findPackagePurchases,
  findPhotos,
  findPrivilegeCodes,
  findScannedBillCodes,
  findSessions,
  findStoreBills,
} from './repository';

/*
 * A member's export: every part of their data as rows of plain values, written once as one JSON
 * and again as a CSV per part, so the two always agree.
 */

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

/** A table-like part: its CSV columns are fixed, so an empty part still has its header. */
interface Part {
  file: string;
  columns: readonly string[];
  rows: Row[];
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function part(file: string, columns: readonly string[], rows: Row[]): Part {
  return { file, columns, rows };
}

const PROFILE_COLUMNS = [
  'member_code',
  'first_name',
  'last_name',
  'mobile_no',
  'email',
  'birthdate',
  'gender',
  'line_user_id',
  'photo_file',
  'tier_th',
  'tier_en',
  'tier_reached_at',
  'tier_expires_at',
  'point_balance',
  'has_pin',
  'is_consent_pdpa',
  'is_withdraw_pdpa',
  'is_blocked',
  'registration_step',
  'welcome_issued_at',
  'joined_at',
  'updated_at',
  'erased_at',
] as const;

export const memberNotFound = () =>
  new AppError('MEMBER_NOT_FOUND', 'There is no such member in this brand.', 'ไม่พบสมาชิกนี้ในแบรนด์');

export interface MemberExport {
  fileName: string;
  zip: Uint8Array;
}

/**
 * Reads everything of the member in one repeatable-read transaction (one snapshot, so the JSON,
 * the CSVs and the balance agree) and zips it. Undefined when the brand has no such member.
 */
export async function buildMemberExport(
  db: Db,
  storage: FileStorage,
  brandId: number,
  memberId: number,
  now: Date,
): Promise<MemberExport> {
  const read = await db.transaction(
    async (tx) => {
      const found = await findMember(tx, brandId, memberId);
      if (!found) return undefined;
      const [brand, addresses, custom, consents, ledger, privilegeCodes, purchases] =
        await Promise.all([
          findBrand(tx, brandId),
          findAddresses(tx, brandId, memberId),
          findCustomValues(tx, brandId, memberId),
          findConsents(tx, brandId, memberId),
          findLedger(tx, brandId, memberId),
          findPrivilegeCodes(tx, brandId, memberId),
          findPackagePurchases(tx, brandId, memberId),
        ]);
      const [packageCodes, bills, billCodes, sessionRows, photos, optOuts, messages] =
        await Promise.all([
          findPackageCodes(tx, brandId, memberId),
          findStoreBills(tx, brandId, memberId),
          findScannedBillCodes(tx, brandId, memberId),
          findSessions(tx, brandId, memberId),
          findPhotos(tx, brandId, memberId),
          findMessageOptOuts(tx, brandId, memberId),
          findMessages(tx, brandId, memberId),
        ]);
      return {
        found,
        brand: brand!,
        addresses,
        custom,
        consents,
        ledger,
        privilegeCodes,
        purchases,
        packageCodes,
        bills,
        billCodes,
        sessionRows,
        optOuts,
        messages,
        photo: photos.at(-1),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!read) throw memberNotFound();

  const { member } = read.found;
  const photoBytes = read.photo ? await storage.get(read.photo.storageKey) : undefined;
  const photoFile = photoBytes ? `photo.${read.photo!.key.split('.').pop() ?? 'webp'}` : null;

  const parts = {
    profile: part(MEMBER_EXPORT_FILES.profile, PROFILE_COLUMNS, [
      {
        member_code: member.memberCode,
        first_name: member.firstName,
        last_name: member.lastName,
        mobile_no: member.mobileNo,
        email: member.email,
        birthdate: member.birthdate,
        gender: member.gender,
        line_user_id: member.lineUserId,
        photo_file: photoFile,
        tier_th: read.found.tierNameTh,
        tier_en: read.found.tierNameEn,
        tier_reached_at: iso(member.tierReachedAt),
        tier_expires_at: iso(member.tierExpiresAt),
        point_balance: member.pointBalance,
        has_pin: member.pinHash !== null,
        is_consent_pdpa: member.isConsentPdpa,
        is_withdraw_pdpa: member.isWithdrawPdpa,
        is_blocked: member.isBlocked,
        registration_step: member.registrationStep,
        welcome_issued_at: iso(member.welcomeIssuedAt),
        joined_at: iso(member.createdAt),
        updated_at: iso(member.updatedAt),
        erased_at: iso(member.erasedAt),
      },
    ]),
    addresses: part(
      MEMBER_EXPORT_FILES.addresses,
      ['detail', 'sub_district', 'district', 'province', 'postal', 'updated_at'],
      read.addresses.map((address) => ({
        detail: address.detail,
        sub_district: address.subDistrict,
        district: address.district,
        province: address.province,
        postal: address.postal,
        updated_at: iso(address.updatedAt),
      })),
    ),
    customFields: part(
      MEMBER_EXPORT_FILES.customFields,
      ['form', 'field', 'label_th', 'label_en', 'value', 'updated_at'],
      read.custom.map((answer) => ({
        form: answer.formName,
        field: answer.columnName,
        label_th: answer.labelTh,
        label_en: answer.labelEn,
        value: typeof answer.value === 'string' ? answer.value : JSON.stringify(answer.value),
        updated_at: iso(answer.updatedAt),
      })),
    ),
    consents: part(
      MEMBER_EXPORT_FILES.consents,
      ['at', 'action', 'policy_version', 'policy_reference', 'channel', 'ip'],
      read.consents.map(({ record, version, reference }) => ({
        at: iso(record.createdAt),
        action: CONSENT_ACTIONS[record.action] ?? String(record.action),
        policy_version: version,
        policy_reference: reference,
        channel: record.channel,
        ip: record.ip,
      })),
    ),
    ledger: part(
      MEMBER_EXPORT_FILES.ledger,
      [
        'entry_id',
        'at',
        'entry_type',
        'points',
        'spending_amount',
        'is_visit',
        'source_type',
        'source_id',
        'description_th',
        'description_en',
        'expires_at',
      ],
      read.ledger.map((entry) => ({
        entry_id: entry.id,
        at: iso(entry.createdAt),
        entry_type: entry.entryType,
        points: entry.points,
        spending_amount: entry.spendingAmount,
        is_visit: entry.isVisit,
        source_type: entry.sourceType,
        source_id: entry.sourceId,
        description_th: entry.descriptionTh,
        description_en: entry.descriptionEn,
        expires_at: iso(entry.expiresAt),
      })),
    ),
    lots: part(
      MEMBER_EXPORT_FILES.lots,
      ['entry_id', 'earned_at', 'entry_type', 'points_earned', 'points_remaining', 'expires_at'],
      read.ledger
        .filter((entry) => entry.remaining > 0)
        .map((entry) => ({
          entry_id: entry.id,
          earned_at: iso(entry.createdAt),
          entry_type: entry.entryType,
          points_earned: entry.points,
          points_remaining: entry.remaining,
          expires_at: iso(entry.expiresAt),
        })),
    ),
    privilegeCodes: part(
      MEMBER_EXPORT_FILES.privilegeCodes,
      [
        'transaction_id',
        'privilege_th',
        'privilege_en',
        'code',
        'amount',
        'points_spent',
        'issued_at',
        'expires_at',
        'used_at',
        'released_at',
      ],
      read.privilegeCodes.map(({ issue, nameTh, nameEn }) => ({
        transaction_id: issue.transactionId,
        privilege_th: nameTh,
        privilege_en: nameEn,
        code: issue.code,
        amount: issue.amount,
        points_spent: issue.pointsSpent,
        issued_at: iso(issue.issuedAt),
        expires_at: iso(issue.expiresAt),
        used_at: iso(issue.usedAt),
        released_at: iso(issue.releasedAt),
      })),
    ),
    packages: part(
      MEMBER_EXPORT_FILES.packages,
      [
        'transaction_id',
        'package_th',
        'package_en',
        'amount',
        'uses_total',
        'uses_remaining',
        'points_spent',
        'purchased_at',
        'expires_at',
      ],
      read.purchases.map(({ purchase, nameTh, nameEn }) => ({
        transaction_id: purchase.transactionId,
        package_th: nameTh,
        package_en: nameEn,
        amount: purchase.amount,
        uses_total: purchase.usesTotal,
        uses_remaining: purchase.usesRemaining,
        points_spent: purchase.pointsSpent,
        purchased_at: iso(purchase.purchasedAt),
        expires_at: iso(purchase.expiresAt),
      })),
    ),
    packageCodes: part(
      MEMBER_EXPORT_FILES.packageCodes,
      ['transaction_id', 'code', 'issued_at', 'expires_at', 'used_at', 'released_at'],
      read.packageCodes.map(({ use, transactionId }) => ({
        transaction_id: transactionId,
        code: use.code,
        issued_at: iso(use.issuedAt),
        expires_at: iso(use.expiresAt),
        used_at: iso(use.usedAt),
        released_at: iso(use.releasedAt),
      })),
    ),
    sessions: part(
      MEMBER_EXPORT_FILES.sessions,
      ['signed_in_at', 'expires_at', 'revoked_at', 'device', 'ip'],
      read.sessionRows.map((session) => ({
        signed_in_at: iso(session.createdAt),
        expires_at: iso(session.expiresAt),
        revoked_at: iso(session.revokedAt),
        device: session.userAgent,
        ip: session.ip,
      })),
    ),
    messagePreferences: part(
      MEMBER_EXPORT_FILES.messagePreferences,
      ['message_language', 'kind_turned_off', 'turned_off_at'],
      // The language alone when no kind is off, so the file always says it.
      (read.optOuts.length > 0 ? read.optOuts : [undefined]).map((optOut) => ({
        message_language: member.messageLanguage,
        kind_turned_off: optOut?.kind ?? null,
        turned_off_at: iso(optOut?.createdAt),
      })),
    ),
    messages: part(
      MEMBER_EXPORT_FILES.messages,
      ['kind', 'channel', 'status', 'params', 'queued_at', 'sent_at'],
      read.messages.map((message) => ({
        kind: message.kind,
        channel: message.channel,
        status: message.status,
        params: JSON.stringify(message.params),
        queued_at: iso(message.createdAt),
        sent_at: iso(message.sentAt),
      })),
    ),
  };

  const document = {
    exported_at: now.toISOString(),
    brand: { ref: read.brand.ref, name_th: read.brand.nameTh, name_en: read.brand.nameEn },
    profile: parts.profile.rows[0],
    addresses: parts.addresses.rows,
    custom_fields: read.custom.map((answer, index) => ({
      ...parts.customFields.rows[index],
      value: answer.value as Cell,
    })),
    consents: parts.consents.rows,
    points_ledger: parts.ledger.rows,
    points_lots: parts.lots.rows,
    privilege_codes: parts.privilegeCodes.rows,
    packages: parts.packages.rows,
    package_codes: parts.packageCodes.rows,
    store_bills: read.bills.map(({ earn, branchRef }) => ({
      transaction_id: earn.transactionId,
      branch: branchRef,
      bill_no: earn.billNo,
      amount: earn.amount,
      points: earn.points,
      at: iso(earn.createdAt),
      voided_at: iso(earn.voidedAt),
    })),
    bill_codes: read.billCodes.map((code) => ({
      code: code.code,
      points: code.points,
      redeemed_at: iso(code.redeemedAt),
    })),
    sessions: parts.sessions.rows,
    message_preferences: {
      language: member.messageLanguage,
      kinds_turned_off: read.optOuts.map((optOut) => ({
        kind: optOut.kind,
        turned_off_at: iso(optOut.createdAt),
      })),
    },
    messages: read.messages.map((message, index) => ({
      ...parts.messages.rows[index],
      params: message.params as Record<string, Cell>,
    })),
  };

  const files: Zippable = {
    [MEMBER_EXPORT_FILES.readme]: strToU8(exportReadme(read.brand, member.memberCode, now)),
    [MEMBER_EXPORT_FILES.json]: strToU8(JSON.stringify(document, null, 2)),
  };
  for (const { file, columns, rows } of Object.values(parts)) {
    files[file] = strToU8(csvOf(columns, rows));
  }
  if (photoBytes && photoFile) files[photoFile] = [new Uint8Array(photoBytes), { level: 0 }];
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return {
    fileName: `member-${member.memberCode}-${day}.zip`,
    zip: zipSync(files, { mtime: now }),
  };
}

const CONSENT_ACTIONS: Record<number, string> = {
  1: 'consent',
  2: 'not_consent',
  4: 'withdraw',
  6: 'read',
};

/** UTF-8 with a byte-order mark, so spreadsheet programs read Thai text right. */
function csvOf(columns: readonly string[], rows: Row[]): string {
  return `\uFEFF${stringify(rows, { header: true, columns: [...columns], cast: { boolean: String } })}`;
}
