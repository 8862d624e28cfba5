/**
 * Prints new single-use bill codes for a brand:
 *   npm run codes -- --brand demo --points 50 --count 10 [--bill 250] [--campaign 3]
 * Uses the same database as the server: DATABASE_URL, else PGlite under DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { AppError } from '../errors/app-error';
import { findBrandByRef } from '../modules/brands/service';
import { generateCodes } from '../modules/scan-codes/service';
import { fail, openCliDatabase, readOptions } from './common';

const usage =
  'Usage: npm run codes -- --brand <brandRef> --points <n> --count <n> [--bill <baht>] [--campaign <id>]';

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) fail(`--${name} must be a whole number\n${usage}`);
  return Number(value);
}

const values = readOptions(
  () =>
    parseArgs({
      options: {
        brand: { type: 'string' },
        points: { type: 'string' },
        count: { type: 'string', default: '1' },
        bill: { type: 'string' },
        campaign: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values,
  usage,
);
if (!values.brand || !values.points) fail(usage);
const points = wholeNumber('points', values.points)!;
const count = wholeNumber('count', values.count)!;
const campaignId = wholeNumber('campaign', values.campaign);
const bill = values.bill === undefined ? undefined : Number(values.bill);
if (bill !== undefined && !(Number.isFinite(bill) && bill >= 0)) {
  fail(`--bill must be an amount of baht\n${usage}`);
}

const database = await openCliDatabase(loadConfig());
try {
  const brand = await findBrandByRef(database.db, values.brand);
  if (!brand) throw new AppError('BRAND_NOT_FOUND', `No brand '${values.brand}'.`);
  const { campaign, codes } = await generateCodes(database.db, {
    brandId: brand.id,
    points,
    count,
    billAmount: bill,
    campaignId,
  });
  process.stderr.write(
    `${codes.length} codes, ${points} points each, bill ${(bill ?? 0).toFixed(2)} baht, ` +
      `campaign ${campaign.id} (${campaign.nameEn}):\n`,
  );
  process.stdout.write(`${codes.join('\n')}\n`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  // Closing also gives the embedded database back for the server.
  await database.close();
}
