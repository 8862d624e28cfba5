/** The "now" figures the reports job stores with each run (report_state.snapshot). */
export interface ReportSnapshot {
  members: number;
  /** Members who earned, redeemed or visited in the 30 (90) days before the snapshot. */
  active30: number;
  active90: number;
  /** Every member's balance, summed. */
  outstanding: number;
  tiers: { tierId: number | null; members: number }[];
  consent: { given: number; withdrawn: number; none: number };
  /** How long taking it took, which decides how often the job takes the next. */
  tookMs?: number;
}

export const emptySnapshot: ReportSnapshot = {
  members: 0,
  active30: 0,
  active90: 0,
  outstanding: 0,
  tiers: [],
  consent: { given: 0, withdrawn: 0, none: 0 },
};
