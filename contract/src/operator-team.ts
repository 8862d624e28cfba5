import { z } from 'zod';
import { envelope } from './envelope';
import { keysetPage } from './keyset-page';
import { operatorBranch, operatorLogin, operatorRole } from './operator-auth';

/*
 * A brand's team (team.manage): operators and the branches they work at. Owners and admins
 * work for the whole brand; managers and cashiers at one or more branches. An admin cannot
 * create, change or reset an owner; nobody disables or demotes the brand's last owner.
 */

const isoDateTime = z.iso.datetime();

export const branchRef = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Branch ref: lower-case letters, digits and -');

const branchName = z.string().trim().min(1).max(120);

export const branch = operatorBranch.extend({ active: z.boolean(), created_at: isoDateTime });
export type Branch = z.infer<typeof branch>;
export const branchListResponse = keysetPage(branch);
export const branchResponse = envelope(branch);

export const branchCreateRequest = z.object({
  branch_ref: branchRef,
  name_th: branchName,
  name_en: branchName,
});
export const branchUpdateRequest = z
  .object({ name_th: branchName, name_en: branchName, active: z.boolean() })
  .partial();
export const branchParams = z.object({ branchRef });

const operatorName = z.string().trim().max(120);
const branchRefs = z.array(branchRef).max(200);

export const teamOperator = z.object({
  operator_id: z.number().int(),
  login: z.string(),
  name: z.string(),
  role: operatorRole,
  branches: z.array(operatorBranch),
  disabled: z.boolean(),
  totp_enabled: z.boolean(),
  must_change_password: z.boolean(),
  last_sign_in_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type TeamOperator = z.infer<typeof teamOperator>;
export const teamOperatorListResponse = keysetPage(teamOperator);
export const teamOperatorResponse = envelope(teamOperator);

export const operatorCreateRequest = z.object({
  login: operatorLogin,
  name: operatorName.default(''),
  role: operatorRole,
  /** Required for managers and cashiers; owners and admins have none. */
  branch_refs: branchRefs.default([]),
});
export type OperatorCreateRequest = z.infer<typeof operatorCreateRequest>;

/** The new operator (or reset), with a one-time password shown once; it must be changed at first sign-in. */
export const operatorWithPasswordResponse = envelope(
  z.object({ operator: teamOperator, one_time_password: z.string() }),
);

export const operatorUpdateRequest = z
  .object({
    name: operatorName,
    role: operatorRole,
    disabled: z.boolean(),
    branch_refs: branchRefs,
  })
  .partial();
export type OperatorUpdateRequest = z.infer<typeof operatorUpdateRequest>;

export const operatorParams = z.object({
  operatorId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const passwordResetRequest = z.object({
  /** Also turn TOTP off, for an operator who lost the authenticator and the recovery codes. */
  reset_totp: z.boolean().default(false),
});
