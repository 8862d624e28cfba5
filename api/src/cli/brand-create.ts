/**
 * Creates a brand with its default theme, privacy policy, side menu and settings, and its first
 * owner with a one-time password printed once:
 *   npm run brand:create -- --ref tea --name-th ชาไทย --name-en "Thai Tea" --owner-login tea.owner
 * Uses the server's database (DATABASE_URL, else PGlite under DATA_DIR) and file storage.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { operatorLogin } from '@crm/contract/operator-auth';
import { loadConfig } from '../config';
import { createBrandWithDefaults } from '../db/seed/new-brand';
import { transaction } from '../db/transaction';
import { AppError } from '../errors/app-error';
import { localFileStorage } from '../lib/file-storage';
import * as audit from '../modules/audit/service';
import { addOperator } from '../modules/operators/team';
import { fail, openCliDatabase, readOptions } from './common';

const usage =
  'Usage: npm run brand:create -- --ref <brandRef> --name-th <Thai name> --name-en <English name> ' +
  '--owner-login <login> [--owner-name <name>]';

/** How members' links name the brand (?brandRef=…): short, lower case, safe in a URL. */
const BRAND_REF = /^[a-z0-9][a-z0-9-]{1,31}$/;

const values = readOptions(
  () =>
    parseArgs({
      options: {
        ref: { type: 'string' },
        'name-th': { type: 'string' },
        'name-en': { type: 'string' },
        'owner-login': { type: 'string' },
        'owner-name': { type: 'string', default: '' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values,
  usage,
);
const nameTh = values['name-th']?.trim();
const nameEn = values['name-en']?.trim();
if (!values.ref || !nameTh || !nameEn || !values['owner-login']) fail(usage);
if (!BRAND_REF.test(values.ref)) {
  fail(`--ref: 2 to 32 lower-case letters, digits or -, starting with a letter or digit\n${usage}`);
}
const login = operatorLogin.safeParse(values['owner-login']);
if (!login.success) fail(`--owner-login: 3 to 64 letters, digits and . _ @ -\n${usage}`);

const config = loadConfig();
const database = await openCliDatabase(config);
try {
  const storage = localFileStorage(path.join(config.dataDir, 'files'));
  const created = await transaction(database.db, async (tx) => {
    const seed = await createBrandWithDefaults(tx, storage, { ref: values.ref!, nameTh, nameEn });
    if (!seed) return undefined;
    const actor = audit.toolActor(seed.brand.id, 'brand:create');
    await audit.record(tx, actor, {
      action: 'brand.create',
      targetType: 'brand',
      targetId: seed.brand.ref,
      after: { ref: seed.brand.ref, name_th: nameTh, name_en: nameEn },
    });
    return addOperator(tx, actor, {
      brandId: seed.brand.id,
      login: login.data,
      name: values['owner-name'] ?? '',
      role: 'owner',
      branchRefs: [],
    });
  });
  if (!created) {
    process.stderr.write(`A brand '${values.ref}' exists already.\n`);
    process.exitCode = 1;
  } else {
    const origin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    process.stdout.write(
      [
        `Brand ${values.ref} created: ${nameTh} / ${nameEn}`,
        `  Members  ${origin}/?brandRef=${values.ref}`,
        `  Console  ${origin}/console`,
        `    owner  ${created.operator.login} / ${created.one_time_password}`,
        'The password is shown only now; it must be changed at the first sign-in.',
        '',
      ].join('\n'),
    );
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  process.stderr.write(`${error.toBody().error.message_en}\n`);
  process.exitCode = 1;
} finally {
  // Closing also gives the embedded database back for the server.
  await database.close();
}
