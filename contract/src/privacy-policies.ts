import { z } from 'zod';
import { envelope } from './envelope';
import { keysetPage, keysetQuery } from './keyset-page';

/*
 * The brand's privacy policy versions as the console edits them (privacy.edit). A version is
 * written as a draft, edited while it is one, then published: from then on it is what members
 * read and consent to, it never changes again, and every member is asked to consent anew (the
 * member app's blocking consent modal, spec 4), since nobody has consented to it yet.
 */

export const POLICY_TEXT_MAX_LENGTH = 50_000;

const policyText = z.string().trim().min(1).max(POLICY_TEXT_MAX_LENGTH);

/**
 * The article reference the member app posts with a consent (Pdpa_Article_Alt_Reference): one
 * per version, so a consent always names the version the member read.
 */
export const policyReference = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Reference: letters, digits and . _ -');

/** The reference a version gets when none is given. */
export const defaultPolicyReference = (brandRef: string, version: number) =>
  `PDPA-${brandRef.toUpperCase()}-${version}`;

export const policyDraftRequest = z.object({
  content_th: policyText,
  content_en: policyText,
  /** Left out: defaultPolicyReference. */
  reference: policyReference.optional(),
});
export type PolicyDraftRequest = z.infer<typeof policyDraftRequest>;

export const policyStatuses = ['draft', 'published'] as const;
export const policyStatus = z.enum(policyStatuses);
export type PolicyStatus = z.infer<typeof policyStatus>;

/**
 * Where the brand's members stand on a version, each by their latest answer to it: consented,
 * withdrew (after consenting), and everyone else (never asked, not yet answered, declined).
 */
export const consentCounts = z.object({
  consented: z.number().int(),
  withdrawn: z.number().int(),
  not_yet: z.number().int(),
});
export type ConsentCounts = z.infer<typeof consentCounts>;

const isoDateTime = z.iso.datetime();

export const policyVersion = z
  .object({
    policy_id: z.number().int(),
    version: z.number().int(),
    reference: z.string(),
    content_th: z.string(),
    content_en: z.string(),
    status: policyStatus,
    /** The published version members are asked to consent to now. */
    current: z.boolean(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    published_at: isoDateTime.nullable(),
    /** Null for a draft, which nobody has seen. */
    consent: consentCounts.nullable(),
  })
  .meta({ id: 'PolicyVersion' });
export type PolicyVersion = z.infer<typeof policyVersion>;

/** GET /operator/privacy/policies: newest version first. */
export const policyListQuery = keysetQuery;
export const policyListResponse = keysetPage(policyVersion);
export const policyVersionResponse = envelope(policyVersion);

export const policyParams = z.object({
  policyId: z.coerce.number().int().positive().max(2_147_483_647),
});
