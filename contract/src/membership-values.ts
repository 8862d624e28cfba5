/* Plain values of membership tiers, apart from their schemas, for the member app's first screens. */

/** Spec 3: criteria mode. None = no automatic move: no upgrade, and a kept tier renews as is. */
export const criteriaMode = { none: 1, criteria: 2 } as const;
/** Spec 3: condition type, also descType of the progress list. */
export const conditionType = { spending: 1, visit: 2, point: 3 } as const;
/** A condition flag (spending_criteria, visit_criteria, point_criteria): 2 = applies. */
export const CONDITION_APPLIES = 2;
/** tier_exp_mode: 1 = the tier lasts forever, 2 = it ends on tier_exp_date unless kept. */
export const tierExpMode = { never: 1, onDate: 2 } as const;
