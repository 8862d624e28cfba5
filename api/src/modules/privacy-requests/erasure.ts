import type { FastifyRequest } from 'fastify';
import type { MemberEraseRequest, MemberErasure } from '@crm/contract/privacy-requests';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../lib/file-storage';
import * as audit from '../audit/service';
import { memberTransaction } from '../member-lock/service';
import { eraseMemberMessages } from '../messages/service';
import { memberNotFound } from './export';
import {
  anonymiseMember,
  blankConsentAddresses,
  blankOwnRequestAddresses,
  deletePersonalRows,
  deleteRowsOfNumber,
  deleteSmsMentioning,
  endSessions,
  findAddresses,
  findAuditEntriesMentioning,
  findCustomValues,
  findImportsMentioning,
  findMember,
  markErasing,
  removeValuesFromMemberTexts,
  rewriteAuditEntry,
  rewriteImportContent,
  type MemberRow,
} from './repository';

/*
 * Erasure (PDPA s.33): in one transaction holding the member's lock, every personal value of the
 * member goes, wherever the database kept it, while the member row, its ledger, lots, codes and
 * consent records stay, so the brand's totals and every ledger sum still hold. The photo files
 * go once the transaction has committed (a rolled-back erasure keeps them).
 */

/** Shorter values than this are only taken out where a whole text equals them. */
const MIN_MENTION = 3;

/** The member's values that may have been copied elsewhere: what the erasure searches for. */
function personalValues(
  member: MemberRow,
  addressDetails: string[],
  answers: { fieldType: string; value: unknown }[],
): string[] {
  const texts = answers
    .filter((answer) => answer.fieldType === 'text' || answer.fieldType === 'date')
    .flatMap((answer) => (typeof answer.value === 'string' ? [answer.value] : []));
  const fullName = `${member.firstName} ${member.lastName}`.trim();
  return [
    ...new Set(
      [
        member.mobileNo,
        member.lineUserId,
        member.email,
        member.firstName,
        member.lastName,
        fullName,
        member.birthdate,
        member.imageUrl,
        ...addressDetails,
        ...texts,
      ]
        .map((value) => value?.trim() ?? '')
        .filter((value) => value.length > 1),
    ),
  ];
}

/** A text that is, or holds, one of the values. */
const mentions = (text: string, values: string[]) =>
  values.some((value) => text === value || (value.length >= MIN_MENTION && text.includes(value)));

/** `data` with every text that mentions one of the values blanked, at any depth. */
export function withoutValues(data: unknown, values: string[]): unknown {
  if (typeof data === 'string') return mentions(data, values) ? '' : data;
  if (Array.isArray(data)) return data.map((item) => withoutValues(item, values));
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, field]) => [key, withoutValues(field, values)]),
    );
  }
  return data;
}

function withoutValuesInText(text: string, values: string[]): string {
  return values.reduce(
    (rest, value) => (value.length >= MIN_MENTION ? rest.replaceAll(value, '') : rest),
    text,
  );
}

export async function eraseMember(
  deps: { db: Db; storage: FileStorage },
  request: FastifyRequest,
  memberId: number,
  body: MemberEraseRequest,
): Promise<MemberErasure> {
  const operator = request.operator;
  if (!operator) throw new AppError('UNAUTHORIZED');
  const { brandId, brandRef } = operator;
  const outcome = await memberTransaction(deps.db, { brandId, memberId }, async (tx) => {
    const found = await findMember(tx, brandId, memberId);
    if (!found) throw memberNotFound();
    const { member } = found;
    if (body.confirm_member_code !== member.memberCode) {
      throw new AppError('ERASE_CONFIRMATION_MISMATCH');
    }
    if (member.erasedAt) {
      return { member, erasedAt: member.erasedAt, alreadyErased: true };
    }
    const now = new Date();
    const addresses = await findAddresses(tx, brandId, memberId);
    const answers = await findCustomValues(tx, brandId, memberId);
    const values = personalValues(
      member,
      addresses.map((address) => address.detail),
      answers,
    );

    await markErasing(tx, brandId, memberId);
    await anonymiseMember(tx, brandId, memberId, now);
    await deletePersonalRows(tx, brandId, memberId);
    if (member.mobileNo) await deleteRowsOfNumber(tx, brandId, member.mobileNo);
    await endSessions(tx, brandId, memberId, now);
    await eraseMemberMessages(tx, brandId, memberId, {
      lineUserId: member.lineUserId,
      values: values.filter((value) => value.length >= MIN_MENTION),
    });
    await blankConsentAddresses(tx, brandId, memberId);
    await blankOwnRequestAddresses(tx, brandId, memberId);
    await removeValuesFromMemberTexts(
      tx,
      brandId,
      memberId,
      values.filter((value) => value.length >= MIN_MENTION),
    );
    if (values.length > 0) {
      await deleteSmsMentioning(tx, brandId, values);
      for (const entry of await findAuditEntriesMentioning(tx, brandId, values)) {
        await rewriteAuditEntry(tx, brandId, entry.id, {
          before: withoutValues(entry.before, values),
          after: withoutValues(entry.after, values),
        });
      }
      for (const upload of await findImportsMentioning(tx, brandId, values)) {
        await rewriteImportContent(
          tx,
          brandId,
          upload.id,
          withoutValuesInText(upload.content ?? '', values),
        );
      }
    }
    await audit.record(tx, request, {
      action: 'member.erase',
      targetType: 'member',
      targetId: memberId,
      // The reason is the operator's words; any of the member's values in it are left out.
      after: { erased: true, reason: withoutValuesInText(body.reason, values) },
    });
    return { member, erasedAt: now, alreadyErased: false };
  });
  await request.server.sessionLiveness.forget({ audience: 'member', brandId, subjectId: memberId });

  // Every photo the member ever uploaded, including ones replaced since; should this fail, the
  // owner's retry (already erased) deletes them.
  await deps.storage.removeFolder(`${brandRef}/members/${memberId}`);
  return {
    member_id: memberId,
    member_code: outcome.member.memberCode,
    erased_at: outcome.erasedAt.toISOString(),
    already_erased: outcome.alreadyErased,
  };
}
