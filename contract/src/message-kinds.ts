/*
 * The kinds of message the brand sends members over LINE (or SMS for the important ones). Each
 * has a template per brand (console), may be turned off by the member (profile), and is queued
 * in the outbox by what it tells.
 */
export const messageKinds = [
  'points_earned',
  'points_voided',
  'privilege_used',
  'package_used',
  'code_expiring',
  'code_returned',
  'points_expiring',
  'tier_up',
  'tier_down',
  'policy_updated',
  'broadcast',
] as const;

export type MessageKind = (typeof messageKinds)[number];

/** Marketing: sent only to members who consented, and only outside quiet hours. */
export const marketingKinds: readonly MessageKind[] = ['broadcast'];
