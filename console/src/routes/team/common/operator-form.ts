import { z } from 'zod';
import type { OperatorRole } from '@crm/contract/operator-auth';
import { operatorCreateRequest, operatorUpdateRequest } from '@crm/contract/operator-team';

/** Managers and cashiers work at branches; owners and admins for the whole brand. */
export const worksAtBranches = (role: OperatorRole) => role === 'manager' || role === 'cashier';

/** Each role's branches: at least one for branch roles, none for the others (as the API asks). */
const branchesFitRole = (values: { role?: OperatorRole; branch_refs?: string[] }) =>
  !values.role || worksAtBranches(values.role) === (values.branch_refs ?? []).length > 0;
const branchRule = { message: 'branchesRequired', path: ['branch_refs'] };

export const newOperatorForm = operatorCreateRequest.refine(branchesFitRole, branchRule);
export type NewOperatorValues = z.input<typeof newOperatorForm>;
export type NewOperatorOutput = z.output<typeof newOperatorForm>;

export const editOperatorForm = operatorUpdateRequest
  .required({ name: true, role: true, branch_refs: true })
  .refine(branchesFitRole, branchRule);
export type EditOperatorValues = z.input<typeof editOperatorForm>;

/** The branches the role keeps: none for owners and admins. */
export const branchesForRole = (role: OperatorRole, refs: string[]) =>
  worksAtBranches(role) ? refs : [];
