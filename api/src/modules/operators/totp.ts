import { Secret, TOTP } from 'otpauth';

/*
 * TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. A code
 * of the step before or after the current one is accepted for clocks a little off, and each
 * step once (operators.totp_last_step).
 */
const PERIOD = 30;

function totpOf(base32: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

/** A new secret (160 bits, base32) and its otpauth:// URI for a QR code. */
export function newTotpSecret(label: string, issuer: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, label, issuer).toString() };
}

/** The 30-second step the code belongs to, or undefined when it fits none near now. */
export function totpStepOf(base32: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code an authenticator shows at `now`: for tests and the demo. */
export function totpCodeAt(base32: string, now = Date.now()): string {
  return totpOf(base32).generate({ timestamp: now });
}
