import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { findLiveSession } from '../modules/session/repository';
import { signAccessToken, verifyAccessToken } from '../modules/session/tokens';
import type { SessionSettings } from '../modules/session/service';

export interface MemberAuth {
  memberId: number;
  brandId: number;
  brandRef: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionSettings: SessionSettings;
    /** preHandler for member routes: a valid bearer token whose session is still live. */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for public routes that read the member when there is one: no token (or an
     * empty `Bearer`) leaves request.member null; a token that is sent must be valid.
     */
    optionalMember: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    member: MemberAuth | null;
    renewedToken: string | null;
  }
}

/** Header carrying a renewed access token once half of the current one's life has passed. */
export const RENEWED_TOKEN_HEADER = 'x-access-token';

export const authPlugin = fp<{ sessionSettings: SessionSettings }>((app, opts) => {
  app.decorate('sessionSettings', opts.sessionSettings);
  app.decorateRequest('member', null);
  app.decorateRequest('renewedToken', null);

  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError('UNAUTHORIZED', 'Missing bearer token');
    const claims = await verifyAccessToken(opts.sessionSettings.secret, match[1]!);
    if (!claims) throw new AppError('UNAUTHORIZED', 'Invalid or expired token');
    const session = await findLiveSession(app.db, claims.brand_id, claims.sid, new Date());
    if (!session || String(session.memberId) !== claims.sub) {
      throw new AppError('UNAUTHORIZED', 'Session has ended');
    }
    request.member = {
      memberId: session.memberId,
      brandId: claims.brand_id,
      brandRef: claims.brand_ref,
      sessionId: claims.sid,
    };
    const now = Math.floor(Date.now() / 1000);
    if (now - claims.iat > (claims.exp - claims.iat) / 2) {
      request.renewedToken = await signAccessToken(
        opts.sessionSettings.secret,
        {
          memberId: session.memberId,
          sessionId: claims.sid,
          brandRef: claims.brand_ref,
          brandId: claims.brand_id,
        },
        opts.sessionSettings.accessTokenMinutes,
      );
    }
  };

  app.decorate('requireMember', authenticate);
  app.decorate('optionalMember', async (request: FastifyRequest) => {
    const header = request.headers.authorization?.trim() ?? '';
    if (header === '' || /^Bearer$/i.test(header)) return;
    await authenticate(request);
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.renewedToken) reply.header(RENEWED_TOKEN_HEADER, request.renewedToken);
  });
});

/** The signed-in member of a route guarded by requireMember. */
export function memberOf(request: FastifyRequest): MemberAuth {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  return request.member;
}
