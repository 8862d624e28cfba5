import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from './tokens';

const subject = {
  subjectId: 42,
  sessionId: '0b6f3c1e-6a0e-4a43-9a51-6f5b2f0c9d11',
  brandRef: 'demo',
  brandId: 7,
};

describe('access tokens', () => {
  it('reads back what was signed, with the same secret, many times over', async () => {
    const secret = randomBytes(32);
    const tokens = await Promise.all([1, 2, 3].map(() => signToken(secret, 'member', subject, 15)));
    for (const token of tokens) {
      expect(await verifyToken(secret, 'member', token)).toMatchObject({
        sub: '42',
        sid: subject.sessionId,
        brand_ref: 'demo',
        brand_id: 7,
      });
    }
  });

  it('refuses a token of another secret, of the other audience, or past its time', async () => {
    const secret = randomBytes(32);
    const token = await signToken(secret, 'member', subject, 15);
    expect(await verifyToken(randomBytes(32), 'member', token)).toBeUndefined();
    expect(await verifyToken(secret, 'operator', token)).toBeUndefined();
    const expired = await new SignJWT({ sid: subject.sessionId, brand_ref: 'demo', brand_id: 7 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('42')
      .setIssuer('crm-loyalty')
      .setAudience('crm-member')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3_600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    expect(await verifyToken(secret, 'member', expired)).toBeUndefined();
    expect(await verifyToken(secret, 'member', 'not.a.token')).toBeUndefined();
  });

  it('keeps refusing after a good token was read: past its time, changed, or of the other audience', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const secret = randomBytes(32);
      const token = await signToken(secret, 'member', subject, 15);
      expect(await verifyToken(secret, 'member', token)).toBeDefined();
      expect(await verifyToken(secret, 'operator', token)).toBeUndefined();
      const [head, body, signature] = token.split('.');
      const flipped = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
      expect(await verifyToken(secret, 'member', `${head}.${body}.${flipped}`)).toBeUndefined();

      vi.setSystemTime(Date.now() + 14 * 60_000);
      expect(await verifyToken(secret, 'member', token)).toBeDefined();
      vi.setSystemTime(Date.now() + 61_000);
      expect(await verifyToken(secret, 'member', token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
