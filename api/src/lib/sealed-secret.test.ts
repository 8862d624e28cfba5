import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './sealed-secret';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const first = sealSecret(key, 'channel-token-ไทย');
    expect(first).not.toContain('channel-token');
    expect(openSecret(key, first)).toBe('channel-token-ไทย');
    expect(sealSecret(key, 'channel-token-ไทย')).not.toBe(first);
  });

  it('refuses another key, a tampered value and a malformed one', () => {
    const sealed = sealSecret(key, 'secret');
    expect(openSecret(randomBytes(32), sealed)).toBeUndefined();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(openSecret(key, parts.join('.'))).toBeUndefined();
    expect(openSecret(key, 'plain-text')).toBeUndefined();
  });
});
