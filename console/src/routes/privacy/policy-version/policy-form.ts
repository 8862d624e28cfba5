import { z } from 'zod';
import { policyDraftRequest, policyReference } from '@crm/contract/privacy-policies';

/** The contract's draft, with an empty reference meaning "the API's default". */
export const policyForm = policyDraftRequest.extend({
  reference: z.union([z.literal(''), policyReference]),
});
export type PolicyFormValues = z.input<typeof policyForm>;
export type PolicyFormOutput = z.output<typeof policyForm>;

export const toDraftRequest = ({ reference, ...texts }: PolicyFormOutput) => ({
  ...texts,
  ...(reference ? { reference } : {}),
});
