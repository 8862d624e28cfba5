/** The privacy section's screens, under /console/. */
export const privacyPaths = {
  list: '/privacy',
  newVersion: '/privacy/new',
  version: (policyId: number) => `/privacy/${policyId}`,
};
