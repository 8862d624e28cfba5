import { z } from 'zod';
import { calendarDay } from './customer';
import { keysetPage, keysetQuery } from './keyset-page';
import { operatorRole } from './operator-auth';

/*
 * Every operator write, append-only: who (and in which role), what, on which target, the record
 * before and after, when, from which address and request. Secrets (password hashes, TOTP
 * secrets, recovery codes) never appear in before or after.
 */

/**
 * Who acted: an operator's role, `system` for a command-line tool, `api_key` for a branch's POS,
 * `member` for a member's own privacy request.
 */
export const auditActorRole = z.enum([...operatorRole.options, 'system', 'api_key', 'member']);

export const auditEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  operator_id: z.number().int().nullable(),
  operator_login: z.string().nullable(),
  role: auditActorRole,
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  address: z.string(),
  request_id: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const filterText = z.string().trim().min(1).max(100);

/** GET /operator/audit-log: newest first; every filter narrows; dates are Bangkok days, inclusive. */
export const auditLogQuery = keysetQuery
  .extend({
    operator_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** An action, or its beginning up to a dot: `team.` matches every team action. */
    action: filterText.optional(),
    target_type: filterText.optional(),
    target_id: filterText.optional(),
    date_from: calendarDay.optional(),
    date_to: calendarDay.optional(),
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    message: 'date_from must not be after date_to',
    path: ['date_to'],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogResponse = keysetPage(auditEntry);
