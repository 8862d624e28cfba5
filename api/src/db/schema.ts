import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * One schema for PGlite and PostgreSQL. Every table but `brands` carries `brand_id`, so a
 * distributed Postgres can shard by brand and every query can be scoped by it.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const brandId = () =>
  integer('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' });
/** Where and by whom a code was used at the store (null: used in the app, or not yet). */
const usedAtStore = () => ({
  usedBranchId: integer('used_branch_id').references(() => branches.id),
  usedByOperatorId: integer('used_by_operator_id').references(() => operators.id),
  usedByApiKeyId: integer('used_by_api_key_id').references(() => branchApiKeys.id),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  ref: text('ref').notNull().unique(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** Theme_Field, Setting_Field and isDark as GetTheme returns them. */
export const brandThemes = pgTable('brand_themes', {
  brandId: brandId().primaryKey(),
  jsonConfig: jsonb('json_config').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every image a brand serves: theme groups (2 cover, 3 login logo, 4 home logo) and the images
 * of privileges, packages, tiers, navigation icons and member photos. Bytes live in file storage.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    groupType: smallint('group_type').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('images_brand_group_idx').on(t.brandId, t.groupType, t.sortOrder),
    uniqueIndex('images_brand_key_uq').on(t.brandId, t.key),
  ],
);

/** Remote config for home sections, point policy and other brand settings. */
export const appConfigs = pgTable('app_configs', {
  brandId: brandId().primaryKey(),
  layout: jsonb('layout').notNull(),
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});

export const navItems = pgTable(
  'nav_items',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    navKey: text('nav_key').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    activeIcon: text('active_icon').notNull(),
    inactiveIcon: text('inactive_icon').notNull(),
    isDisplay: boolean('is_display').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('nav_items_brand_key_uq').on(t.brandId, t.navKey)],
);

export const tiers = pgTable(
  'tiers',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    detailTh: text('detail_th').notNull().default(''),
    detailEn: text('detail_en').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    iconUrl: text('icon_url').notNull().default(''),
    /** 1 is the entry tier; higher ranks are better. */
    rank: integer('rank').notNull(),
    /** How long a reached tier lasts before keep criteria are checked, in days; null = forever. */
    validityDays: integer('validity_days'),
  },
  (t) => [
    uniqueIndex('tiers_brand_code_uq').on(t.brandId, t.code),
    uniqueIndex('tiers_brand_rank_uq').on(t.brandId, t.rank),
  ],
);

/**
 * Rules to move from `from_tier_id` to `next_tier_id` (kind 'upgrade') or to stay in a tier
 * (kind 'keep', next = from). Each of spending, visit and point applies when its flag is 2.
 */
export const tierCriteria = pgTable(
  'tier_criteria',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    fromTierId: integer('from_tier_id')
      .notNull()
      .references(() => tiers.id, { onDelete: 'cascade' }),
    nextTierId: integer('next_tier_id')
      .notNull()
      .references(() => tiers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['upgrade', 'keep'] }).notNull(),
    /** 1 = None (no criteria), 2 = Criteria. */
    criteriaMode: smallint('criteria_mode').notNull().default(2),
    priority: integer('priority').notNull().default(1),
    spendingCriteria: smallint('spending_criteria').notNull().default(1),
    spendingRequired: numeric('spending_required', { precision: 14, scale: 2 }),
    spendingPeriodDay: integer('spending_period_day'),
    spendingPeriodDate: date('spending_period_date'),
    visitCriteria: smallint('visit_criteria').notNull().default(1),
    visitRequired: integer('visit_required'),
    visitPeriodDay: integer('visit_period_day'),
    visitPeriodDate: date('visit_period_date'),
    pointCriteria: smallint('point_criteria').notNull().default(1),
    pointRequired: integer('point_required'),
    pointPeriodDay: integer('point_period_day'),
    pointPeriodDate: date('point_period_date'),
  },
  (t) => [index('tier_criteria_brand_from_idx').on(t.brandId, t.fromTierId)],
);

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    /** Public member id shown as customer_info. */
    memberCode: text('member_code').notNull(),
    mobileNo: text('mobile_no'),
    lineUserId: text('line_user_id'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    birthdate: date('birthdate'),
    gender: text('gender', { enum: ['male', 'female', 'other', 'unspecified'] })
      .notNull()
      .default('unspecified'),
    imageUrl: text('image_url').notNull().default(''),
    pinHash: text('pin_hash'),
    pinFailedCount: integer('pin_failed_count').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
    tierId: integer('tier_id').references(() => tiers.id),
    tierReachedAt: timestamp('tier_reached_at', { withTimezone: true }),
    tierExpiresAt: timestamp('tier_expires_at', { withTimezone: true }),
    /** Always the sum of this member's point_ledger entries; changed in the same transaction. */
    pointBalance: integer('point_balance').notNull().default(0),
    isConsentPdpa: boolean('is_consent_pdpa').notNull().default(false),
    isWithdrawPdpa: boolean('is_withdraw_pdpa').notNull().default(false),
    /** A member the brand blocked can neither earn nor redeem until unblocked. */
    isBlocked: boolean('is_blocked').notNull().default(false),
    /** A tier an operator gave: the member holds at least this tier until manual_tier_until. */
    manualTierId: integer('manual_tier_id').references(() => tiers.id, { onDelete: 'set null' }),
    manualTierUntil: timestamp('manual_tier_until', { withTimezone: true }),
    /** The last earn that counted as a store visit, kept for the console's list and its sort. */
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    /** Last finished registration step, so the app resumes where the member left off. */
    registrationStep: text('registration_step').notNull().default('new'),
    welcomeIssuedAt: timestamp('welcome_issued_at', { withTimezone: true }),
    /**
     * When the member's personal data was erased (PDPA s.33): the row stays, anonymised, so the
     * ledger and consent records keep their member; nobody signs in as it again.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The language the brand's LINE and SMS messages reach the member in. */
    messageLanguage: text('message_language', { enum: ['th', 'en'] })
      .notNull()
      .default('th'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_brand_code_uq').on(t.brandId, t.memberCode),
    uniqueIndex('members_brand_mobile_uq').on(t.brandId, t.mobileNo),
    uniqueIndex('members_brand_line_uq').on(t.brandId, t.lineUserId),
    // The console's member search (modules/console-members): a typed mobile prefix, a name
    // fragment in Thai or English (trigrams; btree_gin puts brand_id first), and one index per
    // sort so every page is a keyset range read.
    index('members_brand_mobile_prefix_idx').on(t.brandId, sql`${t.mobileNo} text_pattern_ops`),
    index('members_brand_name_trgm_idx').using(
      'gin',
      t.brandId,
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('members_brand_joined_idx').on(t.brandId, t.createdAt, t.id),
    index('members_brand_tier_joined_idx').on(t.brandId, t.tierId, t.createdAt, t.id),
    index('members_brand_visit_idx').on(
      t.brandId,
      sql`coalesce(${t.lastVisitAt}, 'epoch'::timestamptz)`,
      t.id,
    ),
    index('members_brand_points_idx').on(t.brandId, t.pointBalance, t.id),
    // Members without consent cannot earn, so they sit at the end of the last-visit and points
    // sorts: filtered by consent, those sorts read these instead of walking past everyone else.
    index('members_brand_no_consent_visit_idx')
      .on(t.brandId, sql`coalesce(${t.lastVisitAt}, 'epoch'::timestamptz)`, t.id)
      .where(sql`not ${t.isConsentPdpa}`),
    index('members_brand_no_consent_points_idx')
      .on(t.brandId, t.pointBalance, t.id)
      .where(sql`not ${t.isConsentPdpa}`),
    // Blocked members are few: the "blocked" filter reads them here instead of walking a sort.
    index('members_brand_blocked_idx')
      .on(t.brandId, t.createdAt, t.id)
      .where(sql`${t.isBlocked}`),
    index('members_brand_name_idx').on(
      t.brandId,
      sql`(${t.firstName} || ' ' || ${t.lastName})`,
      t.id,
    ),
  ],
);

export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    detail: text('detail').notNull().default(''),
    provinceId: integer('province_id'),
    province: text('province').notNull().default(''),
    districtId: integer('district_id'),
    district: text('district').notNull().default(''),
    subDistrictId: integer('sub_district_id'),
    subDistrict: text('sub_district').notNull().default(''),
    postal: text('postal').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('member_addresses_member_uq').on(t.brandId, t.memberId)],
);

/** Server-side sessions: a JWT is only honoured while its session is live. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_brand_member_idx').on(t.brandId, t.memberId)],
);

/**
 * Wrong-PIN counts of numbers with no PIN to check (no member, or a member without a PIN), kept
 * like a member's own count so that Login answers them exactly as it answers a wrong PIN.
 */
export const pinAttempts = pgTable(
  'pin_attempts',
  {
    brandId: brandId(),
    mobileNo: text('mobile_no').notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.mobileNo] })],
);

export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    mobileNo: text('mobile_no').notNull(),
    purpose: text('purpose', { enum: ['login', 'register', 'reset_pin'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    refCode: text('ref_code').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** When the auth token this code's verification handed out was spent (it works once). */
    authTokenUsedAt: timestamp('auth_token_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_brand_mobile_idx').on(t.brandId, t.mobileNo, t.createdAt)],
);

/** Pending LINE Login authorizations: state, nonce and PKCE verifier. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  brandId: brandId(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** The exact redirect_uri of the authorization request, repeated in the token request. */
  redirectUri: text('redirect_uri').notNull(),
  isGlobal: boolean('is_global').notNull().default(false),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A brand's privacy policy versions. A draft (published_at null, one per brand at most) is
 * edited in the console; once published, a version never changes (a trigger, migration 0006,
 * refuses it): members consented to that text. The newest published active version is the one
 * members read, and each version has its own reference, which a consent names.
 */
export const pdpaPolicies = pgTable(
  'pdpa_policies',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    version: integer('version').notNull(),
    articleAltReference: text('article_alt_reference').notNull(),
    articleGroupKey: text('article_group_key').notNull(),
    contentTh: text('content_th').notNull(),
    contentEn: text('content_en').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pdpa_policies_brand_version_uq').on(t.brandId, t.version),
    uniqueIndex('pdpa_policies_brand_reference_uq').on(t.brandId, t.articleAltReference),
    uniqueIndex('pdpa_policies_one_draft_uq')
      .on(t.brandId)
      .where(sql`${t.publishedAt} is null`),
  ],
);

/**
 * Every consent action (1 consent, 2 not consent, 4 withdraw, 6 read): the evidence of what a
 * member agreed to and when. Append-only: a trigger (migration 0002) refuses UPDATE, DELETE and
 * TRUNCATE (but for an erasure blanking `ip`, migration 0015), and a member with records cannot
 * be deleted (RESTRICT): erasing a member anonymises the member row instead, so the records
 * outlive the personal data.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    policyId: integer('policy_id')
      .notNull()
      .references(() => pdpaPolicies.id),
    action: smallint('action').notNull(),
    channel: text('channel', { enum: ['app', 'sms', 'line'] }).notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_records_member_idx').on(t.brandId, t.memberId, t.createdAt),
    // Each member's latest answer to each version, for the console's consent counts.
    index('consent_records_policy_idx').on(t.brandId, t.policyId, t.memberId, t.id),
  ],
);

/** One-time links sent by SMS to ask a member for consent. */
export const smsConsentTokens = pgTable('sms_consent_tokens', {
  id: serial('id').primaryKey(),
  brandId: brandId(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  policyId: integer('policy_id')
    .notNull()
    .references(() => pdpaPolicies.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const customFieldForms = pgTable(
  'custom_field_forms',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    formName: text('form_name').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    /** The process that asks for it; 3 = after registration. */
    process: smallint('process').notNull().default(3),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Members see active forms only; an inactive one keeps its fields and answers. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('custom_field_forms_brand_name_uq').on(t.brandId, t.formName)],
);

export const customFields = pgTable(
  'custom_fields',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    formId: integer('form_id')
      .notNull()
      .references(() => customFieldForms.id, { onDelete: 'cascade' }),
    columnName: text('column_name').notNull(),
    labelTh: text('label_th').notNull(),
    labelEn: text('label_en').notNull(),
    fieldType: text('field_type', {
      enum: ['text', 'number', 'date', 'single', 'multiple'],
    }).notNull(),
    /** Choices for single and multiple: [{ value, label_th, label_en }]. */
    options: jsonb('options')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Inclusive bounds of a number answer; null for none. */
    minValue: numeric('min_value', { mode: 'number' }),
    maxValue: numeric('max_value', { mode: 'number' }),
    /** A number answer must be whole. */
    integerOnly: boolean('integer_only').notNull().default(false),
    isRequired: boolean('is_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Members see active fields only; an inactive one keeps its answers. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('custom_fields_form_column_uq').on(t.brandId, t.formId, t.columnName),
    // Bounds no answer could meet would lock the member out of a required field.
    check('custom_fields_bounds_ck', sql`${t.minValue} <= ${t.maxValue}`),
  ],
);

export const memberCustomValues = pgTable(
  'member_custom_values',
  {
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => customFields.id, { onDelete: 'cascade' }),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.memberId, t.fieldId] })],
);

/** Campaigns that give points: the welcome campaign and bill (QR) campaigns. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    kind: text('kind', { enum: ['welcome', 'bill'] }).notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    points: integer('points').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('campaigns_brand_kind_idx').on(t.brandId, t.kind),
    check('campaigns_days_ck', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Single-use codes printed on bills. */
export const scanCodes = pgTable(
  'scan_codes',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    code: text('code').notNull(),
    points: integer('points').notNull(),
    billAmount: numeric('bill_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    redeemedBy: integer('redeemed_by').references(() => members.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The console batch the code was made in; null for codes made otherwise. */
    batchId: integer('batch_id').references(() => scanCodeBatches.id),
    /** When the code stops working; null = when its campaign ends. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scan_codes_brand_code_uq').on(t.brandId, t.code),
    index('scan_codes_batch_idx').on(t.brandId, t.batchId, t.id),
  ],
);

/** A batch of bill codes generated together in the console, to print or download. */
export const scanCodeBatches = pgTable(
  'scan_code_batches',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    points: integer('points').notNull(),
    codeCount: integer('code_count').notNull(),
    billAmount: numeric('bill_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** When its codes stop working; null = when the campaign ends. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => operators.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [index('scan_code_batches_campaign_idx').on(t.brandId, t.campaignId, t.id)],
);

/**
 * A brand's earn rule for bills at the store (modules/earning/rule.ts does the arithmetic), in
 * whole satang so no amount drifts. A brand without a row earns by the default rule.
 */
export const earnRules = pgTable(
  'earn_rules',
  {
    brandId: brandId().primaryKey(),
    /** Satang of a bill that earn one point before the tier multiplier: 2500 = 25 baht. */
    satangPerPoint: integer('satang_per_point').notNull(),
    rounding: text('rounding', { enum: ['floor', 'round', 'ceil'] }).notNull(),
    minimumBillSatang: integer('minimum_bill_satang').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('earn_rules_step_ck', sql`${t.satangPerPoint} > 0`),
    check('earn_rules_minimum_ck', sql`${t.minimumBillSatang} >= 0`),
    check('earn_rules_rounding_ck', sql`${t.rounding} in ('floor', 'round', 'ceil')`),
  ],
);

/** A tier's points multiplier in hundredths (150 = 1.5x); a tier without a row earns at 1x. */
export const earnTierMultipliers = pgTable(
  'earn_tier_multipliers',
  {
    brandId: brandId(),
    tierId: integer('tier_id')
      .notNull()
      .references(() => tiers.id, { onDelete: 'cascade' }),
    multiplierHundredths: integer('multiplier_hundredths').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.tierId] }),
    check('earn_tier_multipliers_positive_ck', sql`${t.multiplierHundredths} > 0`),
  ],
);

/**
 * Append-only points ledger. Earn entries are lots: `remaining` counts what is left to spend or
 * expire, oldest lot first. The member's balance always equals the sum of `points`.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    entryType: text('entry_type', {
      enum: [
        'earn_qr',
        'earn_welcome',
        'earn_staff',
        'spend_privilege',
        'spend_package',
        'expire',
        'adjust',
        'earn_store',
        'void_store',
        'release',
        'earn_import',
      ],
    }).notNull(),
    points: integer('points').notNull(),
    /** Bill amount behind an earn, for spending criteria. */
    spendingAmount: numeric('spending_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** An earn that counts as a store visit. */
    isVisit: boolean('is_visit').notNull().default(false),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    descriptionTh: text('description_th').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    remaining: integer('remaining').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_ledger_member_idx').on(t.brandId, t.memberId, t.createdAt),
    index('point_ledger_lots_idx')
      .on(t.brandId, t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    // A member's lots still holding points, by expiry: the expiry job finds members with due lots
    // in member order and empties their lots from here, as spends do for one member.
    index('point_ledger_member_lots_idx')
      .on(t.brandId, t.memberId, t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    uniqueIndex('point_ledger_source_uq').on(t.brandId, t.entryType, t.sourceType, t.sourceId),
    // A day's entries, for the reports' rollup and active members.
    index('point_ledger_brand_created_idx').on(t.brandId, t.createdAt),
  ],
);

export const privilegeCategories = pgTable('privilege_categories', {
  id: serial('id').primaryKey(),
  brandId: brandId(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Off: no tab among members' privilege categories; its privileges stay as they are. */
  isActive: boolean('is_active').notNull().default(true),
});

export const privileges = pgTable(
  'privileges',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    categoryId: integer('category_id').references(() => privilegeCategories.id),
    /** 1 = everyone, 2 = for you (chosen members or tiers). */
    systemType: smallint('system_type').notNull().default(1),
    forTierIds: jsonb('for_tier_ids')
      .notNull()
      .default(sql`'[]'::jsonb`),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    descTh: text('desc_th').notNull().default(''),
    descEn: text('desc_en').notNull().default(''),
    conditionTh: text('condition_th').notNull().default(''),
    mainImageUrl: text('main_image_url').notNull().default(''),
    pointNeed: integer('point_need').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validThrough: timestamp('valid_through', { withTimezone: true }),
    isForever: boolean('is_forever').notNull().default(false),
    /** Null = unlimited stock. */
    totalStock: integer('total_stock'),
    remainingStock: integer('remaining_stock'),
    perMemberLimit: integer('per_member_limit'),
    /** How long an issued code can be shown at the store. */
    codeValidityMinutes: integer('code_validity_minutes').notNull().default(15),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('privileges_brand_idx').on(t.brandId, t.isActive, t.sortOrder)],
);

/** An issued privilege: a code the member shows at the store. */
export const privilegeIssues = pgTable(
  'privilege_issues',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    privilegeId: integer('privilege_id')
      .notNull()
      .references(() => privileges.id),
    transactionId: text('transaction_id').notNull(),
    code: text('code').notNull(),
    amount: integer('amount').notNull().default(1),
    pointsSpent: integer('points_spent').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...usedAtStore(),
    /** When the code expired unused and its points and stock went back. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    // Codes whose points are still held, for the release job.
    index('privilege_issues_held_idx')
      .on(t.brandId, t.expiresAt)
      .where(sql`${t.usedAt} is null and ${t.releasedAt} is null`),
    uniqueIndex('privilege_issues_brand_tx_uq').on(t.brandId, t.transactionId),
    uniqueIndex('privilege_issues_brand_code_uq').on(t.brandId, t.code),
    index('privilege_issues_member_idx').on(t.brandId, t.memberId, t.issuedAt),
    // What members took of one privilege, read when its stock is set.
    index('privilege_issues_privilege_idx').on(t.brandId, t.privilegeId),
    // A day's codes taken and used, for the reports' rollup.
    index('privilege_issues_issued_idx').on(t.brandId, t.issuedAt),
    index('privilege_issues_used_idx')
      .on(t.brandId, t.usedAt)
      .where(sql`${t.usedAt} is not null`),
  ],
);

/** Bundles bought with points that hold several uses. */
export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  brandId: brandId(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  descTh: text('desc_th').notNull().default(''),
  descEn: text('desc_en').notNull().default(''),
  mainImageUrl: text('main_image_url').notNull().default(''),
  pointNeed: integer('point_need').notNull(),
  usesPerPackage: integer('uses_per_package').notNull(),
  /** How long a use's code waits for the store; the use goes back after. */
  codeValidityMinutes: integer('code_validity_minutes').notNull().default(15),
  validDays: integer('valid_days'),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validThrough: timestamp('valid_through', { withTimezone: true }),
  totalStock: integer('total_stock'),
  remainingStock: integer('remaining_stock'),
  perMemberLimit: integer('per_member_limit'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    transactionId: text('transaction_id').notNull(),
    /** Packages bought together; their uses are pooled in uses_total. */
    amount: integer('amount').notNull().default(1),
    usesTotal: integer('uses_total').notNull(),
    usesRemaining: integer('uses_remaining').notNull(),
    pointsSpent: integer('points_spent').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('package_purchases_brand_tx_uq').on(t.brandId, t.transactionId),
    index('package_purchases_member_idx').on(t.brandId, t.memberId, t.purchasedAt),
    // What members bought of one package, read when its stock is set.
    index('package_purchases_package_idx').on(t.brandId, t.packageId),
    // A day's purchases, for the reports' rollup.
    index('package_purchases_purchased_idx').on(t.brandId, t.purchasedAt),
  ],
);

export const packageUses = pgTable(
  'package_uses',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => packagePurchases.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...usedAtStore(),
    /** When the code expired unused and its use went back to the purchase. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('package_uses_brand_code_uq').on(t.brandId, t.code),
    index('package_uses_held_idx')
      .on(t.brandId, t.expiresAt)
      .where(sql`${t.usedAt} is null and ${t.releasedAt} is null`),
    // A day's uses at the store, for the reports' rollup.
    index('package_uses_used_idx')
      .on(t.brandId, t.usedAt)
      .where(sql`${t.usedAt} is not null`),
  ],
);

/** Stored results of requests sent with an Idempotency-Key header. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.memberId, t.key] })],
);

/** Outgoing SMS kept for the development outbox and for audit. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandId(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_messages_brand_created_idx').on(t.brandId, t.createdAt)],
);

/** Jobs that must run once per period across every API process (e.g. point expiry). */
export const jobRuns = pgTable(
  'job_runs',
  {
    brandId: brandId(),
    job: text('job').notNull(),
    periodKey: text('period_key').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.job, t.periodKey] })],
);

/** A brand's stores. `branch_ref` is how the console, the counter and Store API keys name one. */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    branchRef: text('branch_ref').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('branches_brand_ref_uq').on(t.brandId, t.branchRef)],
);

export const operatorRoleValues = ['owner', 'admin', 'manager', 'cashier'] as const;

/**
 * The brand's team. Sign-in names no brand, so a login is unique across brands (stored in lower
 * case). Operators are disabled, never deleted, so the audit log keeps naming them. The TOTP
 * secret is encrypted (AES-GCM, see modules/operators/totp.ts) and never leaves the server.
 */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    login: text('login').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: operatorRoleValues }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set for a one-time password (a new operator, a reset) until its owner chooses one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Encrypted; present while enrolling (totp_enabled false) and once confirmed. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last 30-second step a code was accepted for, so a code works once. */
    totpLastStep: integer('totp_last_step'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('operators_login_uq').on(t.login),
    index('operators_brand_idx').on(t.brandId, t.id),
    check('operators_login_lower_ck', sql`${t.login} = lower(${t.login})`),
    check('operators_role_ck', sql`${t.role} in ('owner', 'admin', 'manager', 'cashier')`),
  ],
);

/** Which branches a manager or cashier works at. */
export const operatorBranches = pgTable(
  'operator_branches',
  {
    brandId: brandId(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.operatorId, t.branchId] }),
    index('operator_branches_branch_idx').on(t.brandId, t.branchId),
  ],
);

/** One-time codes that stand in for the authenticator, stored as SHA-256 (they are random). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.brandId, t.operatorId)],
);

/** Operators' server-side sessions: an operator token is honoured only while its session is live. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: brandId(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.brandId, t.operatorId)],
);

/**
 * What each role may do, as data (the vocabulary is operatorPermissions in the contract). Like
 * `brands`, a reference table without brand_id: the roles are the product's, the same for every
 * brand, and a distributed Postgres replicates it to every node.
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role', { enum: operatorRoleValues }).notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.role, t.permission] }),
    check('role_permissions_role_ck', sql`${t.role} in ('owner', 'admin', 'manager', 'cashier')`),
  ],
);

/**
 * Every operator write: who, in which role, what, on which target, before and after, when, from
 * where, in which request. Append-only: a trigger (migration 0005) refuses UPDATE, DELETE and
 * TRUNCATE, but for an erasure blanking a member's values (migration 0015). `role` is 'system'
 * for command-line tools, which have no operator, and 'member' for a member's own privacy request.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandId(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'restrict' }),
    role: text('role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
  },
  (t) => [
    index('audit_log_brand_idx').on(t.brandId, t.id),
    index('audit_log_operator_idx').on(t.brandId, t.operatorId, t.id),
    index('audit_log_target_idx').on(t.brandId, t.targetType, t.targetId, t.id),
    index('audit_log_at_idx').on(t.brandId, t.at),
    check(
      'audit_log_role_ck',
      sql`${t.role} in ('owner', 'admin', 'manager', 'cashier', 'system', 'api_key', 'member')`,
    ),
  ],
);

/**
 * The demo brand's operator passwords, so every demo start can print them. Only the demo seed
 * writes here; changing a password deletes the operator's row (the printed one no longer works).
 */
export const demoCredentials = pgTable('demo_credentials', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  brandId: brandId(),
  password: text('password').notNull(),
});

/**
 * Keys a branch's POS sends as X-Api-Key: stored as SHA-256 (they are random), shown once, and
 * revoked rather than deleted so earns keep naming them.
 */
export const branchApiKeys = pgTable(
  'branch_api_keys',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdByOperatorId: integer('created_by_operator_id').references(() => operators.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('branch_api_keys_hash_uq').on(t.keyHash),
    index('branch_api_keys_brand_idx').on(t.brandId, t.id),
  ],
);

/**
 * Points given at the store for a bill. One bill number credits once per branch (the unique
 * index decides between concurrent sends). A void adds a reversing ledger entry; nothing is
 * deleted.
 */
export const storeEarns = pgTable(
  'store_earns',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull(),
    billNo: text('bill_no').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    points: integer('points').notNull(),
    /** The tier multiplier applied, in hundredths. */
    multiplier: integer('multiplier').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    apiKeyId: integer('api_key_id').references(() => branchApiKeys.id),
    createdAt: createdAt(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedByOperatorId: integer('voided_by_operator_id').references(() => operators.id),
    voidedByApiKeyId: integer('voided_by_api_key_id').references(() => branchApiKeys.id),
  },
  (t) => [
    uniqueIndex('store_earns_brand_tx_uq').on(t.brandId, t.transactionId),
    uniqueIndex('store_earns_bill_uq').on(t.brandId, t.branchId, t.billNo),
    index('store_earns_operator_idx').on(t.brandId, t.operatorId, t.createdAt),
    index('store_earns_member_idx').on(t.brandId, t.memberId, t.createdAt),
  ],
);

/** The brand's counter rules; a brand without a row has the defaults. */
export const storeSettings = pgTable('store_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  voidWindowHours: integer('void_window_hours').notNull().default(24),
  /** Per role: the largest bill and the day's total one operator may credit, in satang. */
  earnLimits: jsonb('earn_limits')
    .$type<Record<'cashier' | 'manager', { maxBill: number | null; dailyTotal: number | null }>>()
    .notNull()
    .default({
      cashier: { maxBill: null, dailyTotal: null },
      manager: { maxBill: null, dailyTotal: null },
    }),
  allowNegativeBalance: boolean('allow_negative_balance').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * Which lots a reserving spend (a privilege's code waiting for the store) took its points from,
 * so a code that expires unused gives each lot back what it took, with the lot's own expiry.
 */
export const pointLotTakes = pgTable(
  'point_lot_takes',
  {
    brandId: brandId(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => pointLedger.id, { onDelete: 'cascade' }),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => pointLedger.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.lotId] })],
);

/**
 * A CSV of members brought over from a brand's old system. The checked file waits here until an
 * operator commits it; rows are then created in batches, each batch one transaction that also
 * moves `processed_rows`, so an import resumes where it stopped. The file is dropped once the
 * import ends: member data lives only in members and the ledger.
 */
export const memberImports = pgTable(
  'member_imports',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    /** sha256 of the file's bytes: the same file again is recognised. */
    fileSha256: text('file_sha256').notNull(),
    /** The decoded CSV while the import is checked or running; null once it ends. */
    content: text('content'),
    status: text('status', { enum: ['checked', 'importing', 'done', 'failed'] })
      .notNull()
      .default('checked'),
    totalRows: integer('total_rows').notNull(),
    readyRows: integer('ready_rows').notNull(),
    existingRows: integer('existing_rows').notNull(),
    problemRows: integer('problem_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    createdMembers: integer('created_members').notNull().default(0),
    skippedRows: integer('skipped_rows').notNull().default(0),
    openingPoints: bigint('opening_points', { mode: 'number' }).notNull().default(0),
    /** A running import's worker renews this; one left stale is taken over by the next job. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('member_imports_brand_idx').on(t.brandId, t.id),
    index('member_imports_running_idx')
      .on(t.status, t.heartbeatAt)
      .where(sql`${t.status} = 'importing'`),
  ],
);

/**
 * A points adjustment an operator asked for with a reason. Within the brand's limit it is applied
 * at once; above it, it waits for an owner or admin other than the requester. `ledger_entry_id`
 * is the entry it made once applied (the entry's source is this row, so it applies once).
 */
export const pointAdjustments = pgTable(
  'point_adjustments',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'applied', 'rejected'] }).notNull(),
    requestedByOperatorId: integer('requested_by_operator_id')
      .notNull()
      .references(() => operators.id),
    decidedByOperatorId: integer('decided_by_operator_id').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => pointLedger.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_adjustments_status_idx').on(t.brandId, t.status, t.id),
    index('point_adjustments_member_idx').on(t.brandId, t.memberId, t.id),
    check('point_adjustments_points_ck', sql`${t.points} <> 0`),
    check('point_adjustments_status_ck', sql`${t.status} in ('pending', 'applied', 'rejected')`),
  ],
);

/** The brand's rules for helping members in the console; a brand without a row has the defaults. */
export const memberSettings = pgTable(
  'member_settings',
  {
    brandId: integer('brand_id')
      .primaryKey()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** The largest adjustment (either sign) applied without an owner's or admin's approval. */
    adjustmentLimit: integer('adjustment_limit').notNull().default(1000),
    updatedAt: updatedAt(),
  },
  (t) => [check('member_settings_limit_ck', sql`${t.adjustmentLimit} >= 0`)],
);

/**
 * The reports' figures per Bangkok day, kept by the reports job (modules/reports/rollup.ts): one
 * row per kind of event and the branch, operator and item it names (0 where it names none, so
 * the key has no nulls). A day is recomputed whole from the ledger and its related tables.
 */
export const reportDaily = pgTable(
  'report_daily',
  {
    brandId: brandId(),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    branchId: integer('branch_id').notNull().default(0),
    operatorId: integer('operator_id').notNull().default(0),
    /** The privilege, package or tier the row names. */
    itemId: integer('item_id').notNull().default(0),
    count: integer('count').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    /** Bills behind store earns and voids, in satang. */
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [t.brandId, t.day, t.kind, t.branchId, t.operatorId, t.itemId],
    }),
  ],
);

/**
 * Where the reports job got to per brand (the highest ids and use time it has rolled up), and its
 * last snapshot of figures that are "now" rather than per day.
 */
export const reportState = pgTable('report_state', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  /** Per source, the highest id (or latest use) rolled up; see reports/repository.ts. */
  watermarks: jsonb('watermarks').notNull(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
  snapshot: jsonb('snapshot'),
  snapshotAt: timestamp('snapshot_at', { withTimezone: true }),
});

/**
 * Every move of a member from one tier to another, written by a trigger on members.tier_id
 * (migration 0018), so a move by any path is counted: up or down by the tiers' ranks.
 */
export const tierMoves = pgTable(
  'tier_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fromTierId: integer('from_tier_id').notNull(),
    toTierId: integer('to_tier_id').notNull(),
    direction: text('direction', { enum: ['up', 'down'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tier_moves_brand_at_idx').on(t.brandId, t.at)],
);

/** The brand's report settings: what one point is worth, for the liability of outstanding points. */
export const reportSettings = pgTable('report_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  pointValueSatang: integer('point_value_satang').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * A brand's LINE channels, set in the console: the LINE Login channel its LIFF app belongs to
 * (ID tokens name it as their audience) and the Messaging API channel that pushes to members.
 * Secrets are stored encrypted (lib/secret.ts).
 */
export const brandLineSettings = pgTable('brand_line_settings', {
  brandId: integer('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  loginChannelId: text('login_channel_id'),
  loginChannelSecretEnc: text('login_channel_secret_enc'),
  liffId: text('liff_id'),
  messagingChannelId: text('messaging_channel_id'),
  messagingAccessTokenEnc: text('messaging_access_token_enc'),
  /** How many days before points expire members are told. */
  expiryNoticeDays: integer('expiry_notice_days').notNull().default(30),
  updatedAt: updatedAt(),
});

/** What each kind of message says, in Thai and English, and whether it may go by SMS. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    brandId: brandId(),
    kind: text('kind').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Sent by SMS to members who have not added the brand's LINE account. */
    isImportant: boolean('is_important').notNull().default(false),
    bodyTh: text('body_th').notNull(),
    bodyEn: text('body_en').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.kind] })],
);

/** A marketing message to a segment of members; the outbox holds one row per member reached. */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: serial('id').primaryKey(),
    brandId: brandId(),
    segment: jsonb('segment').notNull(),
    bodyTh: text('body_th').notNull(),
    bodyEn: text('body_en').notNull(),
    memberCount: integer('member_count').notNull(),
    queuedCount: integer('queued_count').notNull().default(0),
    createdByOperatorId: integer('created_by_operator_id').references(() => operators.id),
    /** The console's key for one press of Send: a second press or a retry sends nothing more. */
    requestKey: uuid('request_key').notNull(),
    createdAt: createdAt(),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (t) => [
    index('message_broadcasts_brand_created_idx').on(t.brandId, t.createdAt),
    uniqueIndex('message_broadcasts_brand_request_uq').on(t.brandId, t.requestKey),
  ],
);

/**
 * Messages to members, written in the same transaction as what they tell, and sent by a worker:
 * nothing is lost when a process stops, and `dedupe_key` keeps one event from queueing twice.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    params: jsonb('params').notNull().default({}),
    /** What the member just did is told at once, even in quiet hours. */
    isMemberAction: boolean('is_member_action').notNull().default(false),
    broadcastId: integer('broadcast_id').references(() => messageBroadcasts.id, {
      onDelete: 'cascade',
    }),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    /** The channel it went by, once sent. */
    channel: text('channel', { enum: ['line', 'sms'] }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** X-Line-Retry-Key: the same on every attempt, so LINE delivers a retried push once. */
    retryKey: uuid('retry_key').notNull().defaultRandom(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_outbox_brand_dedupe_uq').on(t.brandId, t.dedupeKey),
    index('message_outbox_brand_due_idx')
      .on(t.brandId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('message_outbox_brand_member_idx').on(t.brandId, t.memberId, t.createdAt),
    index('message_outbox_brand_status_idx').on(t.brandId, t.status, t.createdAt),
    // A broadcast's sent and failed counts in the console, without reading the whole outbox.
    index('message_outbox_broadcast_status_idx')
      .on(t.broadcastId, t.status)
      .where(sql`${t.broadcastId} is not null`),
  ],
);

/** Kinds of message a member turned off in their profile. */
export const memberMessageOptOuts = pgTable(
  'member_message_opt_outs',
  {
    brandId: brandId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.memberId, t.kind] })],
);

/** LINE pushes made without a Messaging API channel (demo mode), for the development outbox. */
export const lineMessages = pgTable(
  'line_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: brandId(),
    toUserId: text('to_user_id').notNull(),
    messages: jsonb('messages').notNull(),
    retryKey: text('retry_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('line_messages_brand_created_idx').on(t.brandId, t.createdAt),
    uniqueIndex('line_messages_brand_retry_uq').on(t.brandId, t.retryKey),
  ],
);
