import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { SessionLiveness } from './liveness-cache';
import type { SessionSettings } from './service';
import { signToken, verifyToken, type AccessClaims, type TokenAudience } from './tokens';

/** Whether the request sends a token at all: no Authorization header, or an empty `Bearer`, is none. */
export function sendsBearer(request: FastifyRequest): boolean {
  const header = request.headers.authorization?.trim() ?? '';
  return !(header === '' || /^Bearer$/i.test(header));
}

/**
 * Checks the request's bearer token for `audience`, then the live session `findSession` finds
 * for its claims (undefined when it has ended), through the process' liveness cache: both must
 * hold, and logout and revocation drop the session from every process' cache, so they end a
 * token at once. A token past half its life is renewed into request.renewedToken, which the auth
 * plugin sends back in the x-access-token header.
 */
export async function authenticateBearer<S extends { expiresAt: Date }>(
  request: FastifyRequest,
  settings: SessionSettings,
  liveness: SessionLiveness,
  audience: TokenAudience,
  findSession: (claims: AccessClaims) => Promise<S | undefined>,
): Promise<{ claims: AccessClaims; session: S }> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) throw new AppError('UNAUTHORIZED', 'Missing bearer token');
  const claims = await verifyToken(settings.secret, audience, match[1]!);
  if (!claims) throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
  const session = await liveness.live(
    { audience, brandId: claims.brand_id, subjectId: Number(claims.sub), sessionId: claims.sid },
    () => findSession(claims),
  );
  if (session === undefined) throw new AppError('UNAUTHORIZED', 'Session has ended');
  const now = Math.floor(Date.now() / 1000);
  if (now - claims.iat > (claims.exp - claims.iat) / 2) {
    request.renewedToken = await signToken(
      settings.secret,
      audience,
      {
        subjectId: Number(claims.sub),
        sessionId: claims.sid,
        brandRef: claims.brand_ref,
        brandId: claims.brand_id,
      },
      settings.accessTokenMinutes,
    );
  }
  return { claims, session };
}
