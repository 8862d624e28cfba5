import {
  OAUTH_METHOD_LINE,
  type LineCallbackPayload,
  type LineIssueResult,
  type LoginProvider,
} from '@crm/contract/line';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/catalogue';
import { findMemberByLineUserId } from '../auth/service';
import { signIn, type Client } from '../auth/sign-in';
import { findBrandById, type Brand } from '../brands/service';
import type { SessionSettings } from '../session/service';
import { findThemeConfig } from '../theme/service';
import { randomToken, type OidcClient } from './oidc-client';
import {
  consumeOauthState,
  deleteExpiredOauthStates,
  findOauthState,
  insertOauthState,
} from './repository';
import { signCallbackToken, signLineIdentity } from './tokens';

/** How long a started LINE sign-in may take to come back. */
const STATE_TTL_SECONDS = 600;

export interface LineDeps {
  db: Db;
  log: FastifyBaseLogger;
  session: SessionSettings;
  /** Undefined when LINE Login is not available on this server. */
  oidc: OidcClient | undefined;
}

/** A failed callback, with what is known of where it came from, to send the browser back. */
export class LineCallbackError extends AppError {
  constructor(
    code: ErrorCode,
    readonly brandRef?: string,
    readonly isGlobal?: boolean,
    detail?: string,
  ) {
    super(code, detail);
  }
}

/** LINE Login is offered when the server has a provider and the brand's Login settings allow it. */
async function lineFor(deps: LineDeps, brand: Brand): Promise<OidcClient | undefined> {
  if (!deps.oidc) return undefined;
  const theme = await findThemeConfig(deps.db, brand, deps.log);
  return theme?.Setting_Field.Login.is_login_by_line === 'false' ? undefined : deps.oidc;
}

export async function listProviders(deps: LineDeps, brand: Brand): Promise<LoginProvider[]> {
  const oidc = await lineFor(deps, brand);
  return oidc ? [{ provider_ref: oidc.providerRef, oauth_method: OAUTH_METHOD_LINE }] : [];
}

/**
 * Starts a sign-in: a single-use state with nonce and PKCE verifier kept for STATE_TTL_SECONDS,
 * and the authorize URL for the browser. `origin` is where the app is served.
 */
export async function startLineLogin(
  deps: LineDeps,
  brand: Brand,
  request: { isGlobal: boolean; origin: string; callbackPath: string },
  now = new Date(),
): Promise<LineIssueResult> {
  const oidc = await lineFor(deps, brand);
  if (!oidc) throw new AppError('LINE_LOGIN_UNAVAILABLE');
  const pending = {
    state: randomToken(),
    nonce: randomToken(),
    codeVerifier: randomToken(),
    redirectUri: new URL(request.callbackPath, request.origin).href,
  };
  await deleteExpiredOauthStates(deps.db, brand.id, now);
  await insertOauthState(deps.db, {
    ...pending,
    brandId: brand.id,
    isGlobal: request.isGlobal,
    expiresAt: new Date(now.getTime() + STATE_TTL_SECONDS * 1000),
  });
  return {
    authorize_url: oidc.authorizeUrl(request.origin, pending),
    expires_in: STATE_TTL_SECONDS,
  };
}

/**
 * What a proved LINE user gets, whichever way LINE proved them (Login or LIFF): the signed
 * identity for registration, and a session when the LINE account already belongs to a member.
 */
export async function lineSignInPayload(
  deps: Pick<LineDeps, 'db' | 'session'>,
  brand: Brand,
  lineUserId: string,
  client: Client,
): Promise<LineCallbackPayload> {
  const sref = await signLineIdentity(deps.session.secret, { lineUserId, brandId: brand.id });
  const member = await findMemberByLineUserId(deps.db, brand.id, lineUserId);
  if (!member) {
    return { action: 'register-customer', iam_line_identity_sref: sref, is_withdraw_pdpa: false };
  }
  const session = await signIn(deps.db, deps.session, member, brand.ref, client);
  return {
    action: session.action,
    iam_line_identity_sref: sref,
    is_withdraw_pdpa: member.isWithdrawPdpa,
    token: session.access_token,
  };
}

/**
 * Finishes a sign-in from the provider's redirect: spends the state, swaps the code (with the
 * PKCE verifier) for an ID token, checks it, and signs the LINE user's member in when there is
 * one. Returns the landing URL with the signed callbackToken.
 */
export async function finishLineLogin(
  deps: LineDeps,
  query: { code?: string; state?: string; iss?: string; error?: string },
  client: Client,
  now = new Date(),
): Promise<string> {
  const pending = query.state ? await consumeOauthState(deps.db, query.state, now) : undefined;
  const brand = pending && (await findBrandById(deps.db, pending.brandId));
  if (!pending || !brand?.isActive) {
    const stale = query.state ? await findOauthState(deps.db, query.state) : undefined;
    const staleBrand = stale && (await findBrandById(deps.db, stale.brandId));
    throw new LineCallbackError('LINE_STATE_INVALID', staleBrand?.ref, stale?.isGlobal);
  }
  const fail = (code: ErrorCode, detail?: string) =>
    new LineCallbackError(code, brand.ref, pending.isGlobal, detail);
  if (query.error || !query.code) throw fail('LINE_LOGIN_CANCELLED', query.error);
  if (!deps.oidc) throw fail('LINE_LOGIN_UNAVAILABLE');
  // RFC 9207: a response naming another issuer is a mix-up, whatever it carries.
  if (query.iss !== undefined && query.iss !== deps.oidc.issuer)
    throw fail('LINE_ID_TOKEN_INVALID', 'Unexpected iss');

  let identity: { userId: string };
  try {
    const idToken = await deps.oidc.exchangeCode({
      code: query.code,
      redirectUri: pending.redirectUri,
      codeVerifier: pending.codeVerifier,
    });
    identity = await deps.oidc.verifyIdToken(idToken, pending.nonce);
  } catch (err) {
    if (err instanceof AppError) throw fail(err.code, err.detail);
    throw err;
  }

  const payload = await lineSignInPayload(deps, brand, identity.userId, client);
  const callbackToken = await signCallbackToken(deps.session.secret, payload);
  const landing = new URLSearchParams({
    brandRef: brand.ref,
    isGlobal: String(pending.isGlobal),
    callbackToken,
  });
  return `/?${landing.toString()}`;
}
