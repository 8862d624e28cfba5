/**
 * Texts a member a one-time link to give PDPA consent (spec 4, SMS PDPA page):
 *   npm run pdpa-link -- --brand demo --mobile 0812345678
 * Uses the server's database (DATABASE_URL, else PGlite under DATA_DIR) and SMS provider
 * (SMS_PROVIDER; 'log' keeps the message in the development outbox). The short link opens
 * PUBLIC_URL, or http://localhost:PORT when it is not set.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { thaiMobile } from '@crm/contract/envelope';
import { loadConfig } from '../config';
import { AppError } from '../errors/app-error';
import { sendSmsConsentLink } from '../modules/pdpa/service';
import { createSmsSender, SmsSendError } from '../modules/sms/sender';
import { fail, openCliDatabase, readOptions } from './common';

const usage = 'Usage: npm run pdpa-link -- --brand <brandRef> --mobile <0812345678>';

const values = readOptions(
  () =>
    parseArgs({
      options: {
        brand: { type: 'string' },
        mobile: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values,
  usage,
);
if (!values.brand || !values.mobile) fail(usage);
const mobile = thaiMobile.safeParse(values.mobile);
if (!mobile.success) fail(`--mobile must be a Thai mobile number (10 digits)\n${usage}`);

const config = loadConfig();
const database = await openCliDatabase(config);
try {
  const log = pino({ level: config.LOG_LEVEL });
  const { link, expiresAt } = await sendSmsConsentLink(
    database.db,
    {
      publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      sms: createSmsSender(config, database.db, log),
    },
    { brandRef: values.brand, mobileNo: mobile.data },
  );
  process.stderr.write(
    `Sent to ${mobile.data}; the link works until ${expiresAt.toISOString()}:\n`,
  );
  process.stdout.write(`${link}\n`);
} catch (error) {
  if (!(error instanceof AppError || error instanceof SmsSendError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  // Closing also gives the embedded database back for the server.
  await database.close();
}
