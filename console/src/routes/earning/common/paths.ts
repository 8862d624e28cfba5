/** The bill-code screens, under /console/. */
export const billCodePaths = {
  list: '/earning/bill-codes',
  campaign: (campaignId: number) => `/earning/bill-codes/${campaignId}`,
  codes: (batchId: number) => `/earning/bill-codes/batches/${batchId}`,
  /** The A4 sheet, drawn without the console's frame. */
  print: (batchId: number) => `/earning/bill-codes/batches/${batchId}/print`,
};
