import { createHash, randomBytes } from 'node:crypto';

/*
 * An SMS consent link carries an opaque id, not a signed token: 128 random bits in 22 URL-safe
 * characters keep the Thai message within two SMS segments. What the link stands for (brand,
 * member, policy) stays in the database; only the id's hash is stored, so a leaked table opens
 * no link, and the link is looked up, used once and expired by that row.
 */
export function newSmsLinkId(): string {
  return randomBytes(16).toString('base64url');
}

export function hashSmsLinkId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
