import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The token signing key: JWT_SECRET when set (required for several processes in production),
 * otherwise one generated once and kept beside the embedded database.
 */
export function resolveJwtSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  if (config.NODE_ENV === 'production' && config.DATABASE_URL) {
    throw new Error('JWT_SECRET must be set in production when DATABASE_URL is used');
  }
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/**
 * The key that encrypts operators' TOTP secrets (AES-256-GCM): from TOTP_SECRET_KEY when set,
 * else derived from the token signing key, so a demo needs nothing configured.
 */
export function resolveTotpKey(config: Config, jwtSecret: Uint8Array): Buffer {
  const material = config.TOTP_SECRET_KEY ? Buffer.from(config.TOTP_SECRET_KEY) : jwtSecret;
  return Buffer.from(hkdfSync('sha256', material, 'crm-loyalty', 'operator-totp-secret', 32));
}

/**
 * The key that encrypts brands' LINE channel secrets and access tokens (AES-256-GCM): from
 * CHANNEL_SECRET_KEY when set, else derived from the token signing key.
 */
export function resolveChannelSecretKey(config: Config, jwtSecret: Uint8Array): Buffer {
  const material = config.CHANNEL_SECRET_KEY ? Buffer.from(config.CHANNEL_SECRET_KEY) : jwtSecret;
  return Buffer.from(hkdfSync('sha256', material, 'crm-loyalty', 'brand-channel-secret', 32));
}
