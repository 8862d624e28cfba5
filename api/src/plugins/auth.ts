import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { authenticateBearer, sendsBearer } from '../modules/session/bearer';
import { createSessionLiveness, type SessionLiveness } from '../modules/session/liveness-cache';
import { findLiveMemberSession, type SessionSettings } from '../modules/session/service';

export interface MemberAuth {
  memberId: number;
  brandId: number;
  brandRef: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionSettings: SessionSettings;
    /** Which sessions are live, cached per process; drop sessions here when they end. */
    sessionLiveness: SessionLiveness;
    /** preHandler for member routes: a valid member token whose session is still live. */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for public routes that read the member when there is one: no token (or an
     * empty `Bearer`) leaves request.member null; a token that is sent must be a member's, valid.
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

export const authPlugin = fp<{ sessionSettings: SessionSettings }>(
  (app, opts) => {
    app.decorate('sessionSettings', opts.sessionSettings);
    const liveness = createSessionLiveness({
      redisUrl: app.config.REDIS_URL,
      channel: `${app.config.REDIS_KEY_PREFIX}sessions:drop`,
      onError: (err) => app.log.warn({ err }, 'session liveness: redis problem'),
    });
    app.decorate('sessionLiveness', liveness);
    app.addHook('onClose', () => liveness.close());
    app.decorateRequest('member', null);
    app.decorateRequest('renewedToken', null);

    // Only member tokens: an operator's token is another audience and fails here (401).
    const authenticate = async (request: FastifyRequest) => {
      const { claims, session } = await authenticateBearer(
        request,
        opts.sessionSettings,
        liveness,
        'member',
        (claims) => findLiveMemberSession(app.db, claims),
      );
      request.member = {
        memberId: session.memberId,
        brandId: claims.brand_id,
        brandRef: claims.brand_ref,
        sessionId: claims.sid,
      };
    };

    app.decorate('requireMember', authenticate);
    app.decorate('optionalMember', async (request: FastifyRequest) => {
      if (sendsBearer(request)) await authenticate(request);
    });

    app.addHook('onSend', (request, reply, _payload, done) => {
      if (request.renewedToken) reply.header(RENEWED_TOKEN_HEADER, request.renewedToken);
      done();
    });
  },
  { name: 'auth' },
);

/** The signed-in member of a route guarded by requireMember. */
export function memberOf(request: FastifyRequest): MemberAuth {
  if (!request.member) throw new AppError('UNAUTHORIZED');
  return request.member;
}
