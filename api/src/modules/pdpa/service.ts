import {
  SMS_CONSENT_LINK_PATH,
  SMS_PDPA_PATH,
  pdpaActions,
  type PdpaAction,
  type PdpaConsentState,
  type PdpaDetail,
  type PdpaPolicy,
  type SmsConsentBody,
  type SmsPdpaToken,
  type UpdatePdpaBody,
} from '@crm/contract/pdpa';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findBrandById, requireBrand } from '../brands/service';
import { advanceRegistrationStep } from '../customer/service';
import type { SmsSender } from '../sms/sender';
import {
  findActivePolicy,
  findMemberByMobile,
  findMemberConsent,
  findPolicy,
  findSmsConsentLink,
  insertConsentRecord,
  insertSmsConsentToken,
  setMemberConsent,
  useSmsConsentToken,
  type ConsentChannel,
  type PdpaPolicyRow,
} from './repository';
import { hashSmsLinkId, newSmsLinkId } from './sms-link-id';
import { memberTransaction } from '../member-lock/service';

/** How long an SMS consent link stays usable. */
export const SMS_LINK_TTL_MS = 7 * 24 * 3_600_000;

export function toPolicyDto(row: PdpaPolicyRow): PdpaPolicy {
  return {
    pdpa_id: row.id,
    version: row.version,
    content_th: row.contentTh,
    content_en: row.contentEn,
    pdpa_article_alt_reference: row.articleAltReference,
    pdpa_article_group_key: row.articleGroupKey,
    // Members are only ever shown published versions.
    published_at: (row.publishedAt ?? row.updatedAt).toISOString(),
  };
}

async function requireActivePolicy(db: Db, brandId: number): Promise<PdpaPolicyRow> {
  const policy = await findActivePolicy(db, brandId);
  if (!policy) throw new AppError('PDPA_POLICY_NOT_FOUND');
  return policy;
}

/** GET /pdpa/info */
export async function getPdpaInfo(db: Db, brandRef: string): Promise<PdpaPolicy> {
  const brand = await requireBrand(db, brandRef);
  return toPolicyDto(await requireActivePolicy(db, brand.id));
}

/** The flags an action sets; NotConsent leaves an earlier withdrawal as it was, Read changes nothing. */
function flagChanges(action: PdpaAction): { isConsentPdpa?: boolean; isWithdrawPdpa?: boolean } {
  switch (action) {
    case pdpaActions.consent:
      return { isConsentPdpa: true, isWithdrawPdpa: false };
    case pdpaActions.notConsent:
      return { isConsentPdpa: false };
    case pdpaActions.withdraw:
      return { isConsentPdpa: false, isWithdrawPdpa: true };
    case pdpaActions.read:
      return {};
  }
}

/** Applies an action and writes its consent record; call inside a transaction. */
async function applyConsent(
  tx: Db,
  input: {
    brandId: number;
    memberId: number;
    policy: PdpaPolicyRow;
    action: PdpaAction;
    channel: ConsentChannel;
    ip: string;
  },
): Promise<PdpaConsentState> {
  // Read again under the member's lock: a version published meanwhile has cleared this member's
  // consent, and consent to the one it replaced must not set it back.
  const current = await findActivePolicy(tx, input.brandId);
  if (current?.id !== input.policy.id) {
    throw new AppError('PDPA_POLICY_MISMATCH', 'A newer version of the policy was published.');
  }
  const changes = flagChanges(input.action);
  const member =
    Object.keys(changes).length > 0
      ? await setMemberConsent(tx, input.brandId, input.memberId, changes)
      : await findMemberConsent(tx, input.brandId, input.memberId);
  if (!member) throw new AppError('UNAUTHORIZED', 'Member not found');
  const record = await insertConsentRecord(tx, {
    brandId: input.brandId,
    memberId: input.memberId,
    policyId: input.policy.id,
    action: input.action,
    channel: input.channel,
    ip: input.ip,
  });
  if (input.action === pdpaActions.consent)
    await advanceRegistrationStep(tx, input.brandId, input.memberId, 'pdpa');
  return {
    is_consent_pdpa: member.isConsentPdpa,
    is_withdraw_pdpa: member.isWithdrawPdpa,
    pdpa_action: input.action,
    pdpa_id: input.policy.id,
    version: input.policy.version,
    recorded_at: record.createdAt.toISOString(),
  };
}

/** POST /CustomerAccount/UpdatePDPA: the member acts on the policy the app showed them. */
export async function recordAppConsent(
  db: Db,
  who: { brandId: number; memberId: number },
  body: UpdatePdpaBody,
  ip: string,
): Promise<PdpaConsentState> {
  const policy = await requireActivePolicy(db, who.brandId);
  if (
    policy.articleAltReference !== body.Pdpa_Article_Alt_Reference ||
    policy.articleGroupKey !== body.Pdpa_Article_Group_Key
  ) {
    throw new AppError(
      'PDPA_POLICY_MISMATCH',
      `The active policy is ${policy.articleAltReference} / ${policy.articleGroupKey}, version ${policy.version}`,
    );
  }
  return memberTransaction(db, who, (tx) =>
    applyConsent(tx, { ...who, policy, action: body.Pdpa_Action, channel: 'app', ip }),
  );
}

/** What a link stands for, as the consent page needs it (spec 3 SMS PDPA link token). */
function linkClaims(
  token: string,
  brand: { ref: string },
  member: { memberCode: string },
  policy: PdpaPolicyRow,
): SmsPdpaToken {
  return {
    brand_ref: brand.ref,
    customer_s_ref: member.memberCode,
    pdpa_id: policy.id,
    pdpa_ref: policy.articleAltReference,
    token,
  };
}

/** Creates a one-time consent link for a member, valid for `ttlMs` from `now`. */
export async function createSmsConsentLink(
  db: Db,
  input: { brandId: number; memberId: number; now?: Date; ttlMs?: number },
): Promise<{ token: string; claims: SmsPdpaToken; expiresAt: Date }> {
  const brand = await findBrandById(db, input.brandId);
  const member = await findMemberConsent(db, input.brandId, input.memberId);
  if (!brand || !member) throw new AppError('NOT_FOUND', 'Member not found');
  const policy = await requireActivePolicy(db, brand.id);
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + (input.ttlMs ?? SMS_LINK_TTL_MS));
  const token = newSmsLinkId();
  await insertSmsConsentToken(db, {
    brandId: brand.id,
    memberId: member.id,
    policyId: policy.id,
    tokenHash: hashSmsLinkId(token),
    expiresAt,
  });
  return { token, claims: linkClaims(token, brand, member, policy), expiresAt };
}

export function consentSmsText(brandName: string, link: string): string {
  return `${brandName}: กรุณาอ่านและให้ความยินยอมตามนโยบายความเป็นส่วนตัว ${link}`;
}

/** Creates a consent link for the member with this mobile number and texts it to them. */
export async function sendSmsConsentLink(
  db: Db,
  deps: { publicUrl: string; sms: Pick<SmsSender, 'send'> },
  input: { brandRef: string; mobileNo: string },
): Promise<{ link: string; expiresAt: Date }> {
  const brand = await requireBrand(db, input.brandRef);
  const member = await findMemberByMobile(db, brand.id, input.mobileNo);
  if (!member) throw new AppError('NOT_FOUND', `No member of ${brand.ref} has this mobile number`);
  const { token, expiresAt } = await createSmsConsentLink(db, {
    brandId: brand.id,
    memberId: member.id,
  });
  const link = `${deps.publicUrl.replace(/\/+$/, '')}${SMS_CONSENT_LINK_PATH}/${token}`;
  await deps.sms.send({
    brandId: brand.id,
    to: input.mobileNo,
    text: consentSmsText(brand.nameTh, link),
  });
  return { link, expiresAt };
}

/**
 * Where a short link leads: the consent page with the link's brand, so it opens in the brand's
 * colours. An unknown id still goes there, where the page says the link is not valid.
 */
export async function smsConsentPageFor(db: Db, token: string): Promise<string> {
  const row = await findSmsConsentLink(db, hashSmsLinkId(token));
  const brand = row && (await findBrandById(db, row.brandId));
  const query = new URLSearchParams(brand ? { brandRef: brand.ref, token } : { token });
  return `${SMS_PDPA_PATH}?${query.toString()}`;
}

/** A live link with everything it points to, or the error that explains why it is not. */
async function openSmsLink(db: Db, token: string, now: Date) {
  const tokenHash = hashSmsLinkId(token);
  const row = await findSmsConsentLink(db, tokenHash);
  const brand = row && (await findBrandById(db, row.brandId));
  const member = row && (await findMemberConsent(db, row.brandId, row.memberId));
  const policy = row && (await findPolicy(db, row.brandId, row.policyId));
  if (!row || !brand?.isActive || !member || !policy) {
    throw new AppError('SMS_CONSENT_LINK_INVALID');
  }
  if (row.expiresAt <= now) throw new AppError('SMS_CONSENT_LINK_EXPIRED');
  // A link asks about one version; once another is published, it has run its course.
  if ((await findActivePolicy(db, brand.id))?.id !== policy.id) {
    throw new AppError('SMS_CONSENT_LINK_EXPIRED', 'A newer version of the policy was published.');
  }
  return {
    claims: linkClaims(token, brand, member, policy),
    brand,
    row,
    member,
    policy,
    tokenHash,
  };
}

/** GET /pdpa/pdpa-detail/{token} */
export async function getSmsConsentDetail(db: Db, token: string): Promise<PdpaDetail> {
  const { claims, row, member, policy } = await openSmsLink(db, token, new Date());
  // A used link still opens for a member who consented, so the page can say it is done.
  if (row.usedAt && !member.isConsentPdpa) throw new AppError('SMS_CONSENT_LINK_USED');
  return {
    resp: { pdpa_data: toPolicyDto(policy), is_consent: member.isConsentPdpa },
    token_data: claims,
  };
}

/** POST /customers/customer-consent-pdpa-by-sms: consent through the link, once. */
export async function consentBySms(
  db: Db,
  body: SmsConsentBody,
  ip: string,
): Promise<{ is_consent: boolean; pdpa_id: number; recorded_at: string }> {
  const now = new Date();
  const link = await openSmsLink(db, body.Token, now);
  if (
    body.Customer_S_Ref !== link.claims.customer_s_ref ||
    body.PDPA_Article_Id !== link.claims.pdpa_id
  ) {
    throw new AppError('SMS_CONSENT_LINK_INVALID', 'The link does not match the given member');
  }
  const member = { brandId: link.brand.id, memberId: link.member.id };
  const state = await memberTransaction(db, member, async (tx) => {
    if (!(await useSmsConsentToken(tx, link.brand.id, link.tokenHash, now)))
      throw new AppError('SMS_CONSENT_LINK_USED');
    return applyConsent(tx, {
      brandId: link.brand.id,
      memberId: link.member.id,
      policy: link.policy,
      action: pdpaActions.consent,
      channel: 'sms',
      ip,
    });
  });
  return {
    is_consent: state.is_consent_pdpa,
    pdpa_id: state.pdpa_id,
    recorded_at: state.recorded_at,
  };
}
