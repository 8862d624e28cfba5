import type { FastifyBaseLogger } from 'fastify';
import { RetryLaterError } from '../auth/errors';
import type { ThrottleStore } from './store';

interface Limit {
  limit: number;
  windowSeconds: number;
}

/*
 * Brute-force limits per client address and per subject (a brand's mobile number or bill code).
 * They sit in front of the per-code and per-PIN limits kept in the database, and are generous
 * per address because Thai mobile carriers put many customers behind one address.
 */
export const throttleRules = {
  'otp-send': {
    subject: { limit: 10, windowSeconds: 3600 },
    ip: { limit: 30, windowSeconds: 3600 },
  },
  'otp-verify': {
    subject: { limit: 10, windowSeconds: 900 },
    ip: { limit: 60, windowSeconds: 900 },
  },
  pin: {
    subject: { limit: 10, windowSeconds: 900 },
    ip: { limit: 60, windowSeconds: 900 },
  },
  /*
   * VerifyCustomer tells whether a number is a member, given a live bill code: few tries per code
   * keep one code from testing a list of numbers; per address, from testing many codes.
   */
  /** LIFF sign-in and adding LINE to a member, per LINE user and per address. */
  'line-sign-in': {
    subject: { limit: 20, windowSeconds: 900 },
    ip: { limit: 120, windowSeconds: 900 },
  },
  'verify-customer': {
    subject: { limit: 10, windowSeconds: 600 },
    ip: { limit: 60, windowSeconds: 600 },
  },
  /*
   * Operator sign-in, per login and per address. Every attempt counts, right or wrong, and is
   * counted before the password is checked, so a locked login answers alike whatever is sent; a
   * sign-in that succeeds clears its login's count, so only guesses in a row lock it.
   */
  'operator-login': {
    subject: { limit: 10, windowSeconds: 900 },
    ip: { limit: 50, windowSeconds: 900 },
  },
  /*
   * Member lookups at the counter, per caller (operator or API key) and per address: a busy
   * counter looks up a member every few seconds, a script walking the number space far more.
   */
  'store-lookup': {
    subject: { limit: 120, windowSeconds: 600 },
    ip: { limit: 600, windowSeconds: 600 },
  },
  /** What a signed-in operator types again (current password, authenticator code), per operator. */
  'operator-reauth': {
    subject: { limit: 10, windowSeconds: 900 },
    ip: { limit: 50, windowSeconds: 900 },
  },
  /*
   * A member's own export, per member: a copy of one's data is asked for now and then, not in a
   * loop; each download link is counted apart, since LINE's browser may open one twice.
   */
  'member-export': {
    subject: { limit: 3, windowSeconds: 3600 },
    ip: { limit: 30, windowSeconds: 3600 },
  },
  'member-export-download': {
    subject: { limit: 10, windowSeconds: 3600 },
    ip: { limit: 60, windowSeconds: 3600 },
  },
  /*
   * Member app pages drawn on the server (plugins/first-screen), per brand and per address: a
   * page is drawn once per theme, language and URL, so only a walk through made-up URLs counts
   * up; past the limit pages are sent undrawn, as the app draws them anyway.
   */
  'page-draw': {
    subject: { limit: 300, windowSeconds: 600 },
    ip: { limit: 60, windowSeconds: 600 },
  },
} satisfies Record<string, { subject: Limit; ip: Limit }>;
export type ThrottleRule = keyof typeof throttleRules;

export interface Throttle {
  /**
   * Counts one attempt of `rule` by this client on this subject, and refuses it with
   * TOO_MANY_ATTEMPTS once either count is past its limit.
   */
  attempt(rule: ThrottleRule, who: { ip: string; subject: string }): Promise<void>;
  /** Clears the subject's count of `rule` after it proved itself (a right password). */
  succeeded(rule: ThrottleRule, subject: string): Promise<void>;
}

export function createThrottle(store: ThrottleStore, log: FastifyBaseLogger): Throttle {
  const count = async (key: string, limit: Limit) => {
    try {
      const { count: hits, resetInMs } = await store.hit(key, limit.windowSeconds * 1000);
      return hits > limit.limit ? Math.ceil(resetInMs / 1000) : 0;
    } catch (err) {
      // The database still caps wrong OTPs and PINs, so an unreachable store lets sign-in go on.
      log.error({ err }, 'throttle store unavailable');
      return 0;
    }
  };
  return {
    async attempt(rule, who) {
      const rules = throttleRules[rule];
      const waits = await Promise.all([
        count(`${rule}:ip:${who.ip}`, rules.ip),
        count(`${rule}:subject:${who.subject}`, rules.subject),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) throw new RetryLaterError('TOO_MANY_ATTEMPTS', wait);
    },
    async succeeded(rule, subject) {
      try {
        await store.clear(`${rule}:subject:${subject}`);
      } catch (err) {
        log.error({ err }, 'throttle store unavailable');
      }
    },
  };
}
