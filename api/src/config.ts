import { z } from 'zod';
import path from 'node:path';
import { defaultPoolSettings } from './db/client';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Relative to where the command was run; the repository's data/ folder when unset. */
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** PostgreSQL connections per API process. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(defaultPoolSettings.max),
  /** How long a request waits for a pooled connection before it is answered 503. */
  DB_POOL_WAIT_MS: z.coerce.number().int().min(100).default(defaultPoolSettings.waitMs),
  /** How long a statement waits for a row lock before giving up (PostgreSQL lock_timeout). */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).default(defaultPoolSettings.lockTimeoutMs),
  /** Longest a single statement may run (PostgreSQL statement_timeout). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(defaultPoolSettings.statementTimeoutMs),
  /** Signs access tokens; every API process behind one load balancer must share it. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Server-side session life of an operator (console, counter); logout and revocation end it at once. */
  OPERATOR_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  /**
   * Encrypts operators' TOTP secrets at rest; unset, a key derived from the token signing key.
   * Set it to keep TOTP working across a change of JWT_SECRET.
   */
  TOTP_SECRET_KEY: z.string().min(32).optional(),
  /** Encrypts brands' LINE channel secrets and tokens at rest; unset, derived from the signing key. */
  CHANNEL_SECRET_KEY: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  CONSOLE_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Serves /api/docs (Swagger UI and JSON); unset, it is on everywhere but production. */
  API_DOCS: z.enum(['true', 'false']).optional(),
  /**
   * Which proxies to believe for the client address (rate limits by IP): 'false' (none), 'true'
   * (any: only behind a proxy that overwrites X-Forwarded-For) or comma-separated proxy addresses/CIDRs.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Namespaces this deployment's Redis keys (throttling counters). */
  REDIS_KEY_PREFIX: z.string().max(64).default('crm:'),
  /** 'log' keeps SMS in the server log and the development outbox; 'thaibulksms' sends them. */
  SMS_PROVIDER: z.enum(['log', 'thaibulksms']).default('log'),
  SMS_API_URL: z.string().url().default('https://api-v2.thaibulksms.com/sms'),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_API_SECRET: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(11).optional(),
  /** LINE Login channel; without it a development OpenID provider stands in (not in production). */
  LINE_CHANNEL_ID: z.string().min(1).optional(),
  LINE_CHANNEL_SECRET: z.string().min(1).optional(),
  LINE_AUTHORIZE_URL: z.string().url().default('https://access.line.me/oauth2/v2.1/authorize'),
  LINE_TOKEN_URL: z.string().url().default('https://api.line.me/oauth2/v2.1/token'),
  LINE_ISSUER: z.string().url().default('https://access.line.me'),
  /** Set when ID tokens are signed with keys (ES256/RS256); otherwise HS256 with the channel secret. */
  LINE_JWKS_URL: z.string().url().optional(),
  /** LINE's keys for the ES256 ID tokens LIFF hands the app (POST /authentication/liff). */
  LINE_LIFF_JWKS_URL: z.string().url().default('https://api.line.me/oauth2/v2.1/certs'),
  /** LINE Messaging API: pushes to members go to {url}/v2/bot/message/push. */
  LINE_MESSAGING_API_URL: z.string().url().default('https://api.line.me'),
});

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  webDist: string;
  consoleDist: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // npm runs a workspace's script in the workspace's folder; INIT_CWD is where it was typed, so
  // the server and every command-line tool read a relative path the same way.
  const cwd = env.INIT_CWD ?? process.cwd();
  return {
    ...parsed.data,
    dataDir: path.resolve(cwd, parsed.data.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    webDist: path.resolve(cwd, parsed.data.WEB_DIST ?? path.join(REPO_ROOT, 'web/dist')),
    consoleDist: path.resolve(
      cwd,
      parsed.data.CONSOLE_DIST ?? path.join(REPO_ROOT, 'console/dist'),
    ),
  };
}
