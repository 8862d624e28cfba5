/** Consent actions (spec 3 PDPA), apart from their schemas, for clients without a schema library. */
export const pdpaActions = { consent: 1, notConsent: 2, withdraw: 4, read: 6 } as const;
