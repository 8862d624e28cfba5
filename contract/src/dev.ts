import { z } from 'zod';
import { brandRefQuery, envelope, thaiMobile } from './envelope';
import { operatorRole } from './operator-auth';

/*
 * Development-only calls (never registered in production): they stand in for the store's back
 * office so a member can be given points while trying the app or in browser tests.
 */

/** Most codes one dev call makes; the CLI (`npm run codes`) makes large batches. */
export const DEV_MAX_SCAN_CODES = 20;

/** POST /dev/scan-codes: new single-use bill codes in the brand's running bill campaign. */
export const devScanCodesBody = z
  .object({
    brandRef: z.string().min(1).max(64),
    points: z.number().int().min(1).max(1_000_000),
    count: z.number().int().min(1).max(DEV_MAX_SCAN_CODES).default(1),
    /** Baht on the bill; it counts as spending when the code is redeemed. */
    billAmount: z.number().min(0).max(1_000_000).default(0),
  })
  .meta({ id: 'DevScanCodesRequest' });
export type DevScanCodesBody = z.input<typeof devScanCodesBody>;

export const devScanCodes = z
  .object({ codes: z.array(z.string()), points: z.number().int() })
  .meta({ id: 'DevScanCodes' });
export const devScanCodesResponse = envelope(devScanCodes);

/**
 * POST /dev/pdpa-link: texts a member a one-time PDPA consent link, as `npm run pdpa-link` does
 * while the server holds the database. The SMS lands in the development outbox.
 */
export const devPdpaLinkBody = z
  .object({ brandRef: z.string().min(1).max(64), mobileNo: thaiMobile })
  .meta({ id: 'DevPdpaLinkRequest' });
export const devPdpaLink = z
  .object({ link: z.string(), expires_at: z.iso.datetime() })
  .meta({ id: 'DevPdpaLink' });
export const devPdpaLinkResponse = envelope(devPdpaLink);

/**
 * GET /dev/console-sign-ins: the demo brand's console sign-ins the banner of every demo start
 * prints, so browser tests sign in to the console as its owner or cashier.
 */
export const devConsoleSignInsQuery = brandRefQuery;
export const devConsoleSignIns = z
  .object({
    sign_ins: z.array(
      z.object({
        role: operatorRole,
        login: z.string(),
        /** Null once the operator chose a password of their own. */
        password: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'DevConsoleSignIns' });
export const devConsoleSignInsResponse = envelope(devConsoleSignIns);
