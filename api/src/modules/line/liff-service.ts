import { decodeJwt } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEV_LIFF_ID,
  type LiffConfig,
  type LiffSignIn,
  type LineLinkStatus,
} from '@crm/contract/liff';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { MemberAuth } from '../../plugins/auth';
import { linkLineAccount } from '../auth/service';
import type { Client } from '../auth/sign-in';
import { requireBrand, requireBrandById, type Brand } from '../brands/service';
import { findLineSettings } from '../line-settings/service';
import type { SessionSettings } from '../session/service';
import { findThemeConfig } from '../theme/service';
import type { Throttle } from '../throttle/service';
import type { LiffVerifier, LineUser } from './liff-verifier';
import { memberHasLine } from './repository';
import { lineSignInPayload } from './service';
import { signCallbackToken, verifyLineIdentity } from './tokens';

export interface LiffDeps {
  db: Db;
  log: FastifyBaseLogger;
  session: SessionSettings;
  throttle: Throttle;
  /** Opens the brands' channel secrets. */
  channelSecretKey: Buffer;
  /** ID tokens of real LINE channels, checked with LINE's keys. */
  line: LiffVerifier;
  /** The development provider, standing in for brands without a login channel (not in production). */
  dev?: { verifier: LiffVerifier; channelFor(brandRef: string): string };
}

/** Which channel a brand's LIFF ID tokens must be for, and whose keys sign them. */
interface LiffChannel {
  verifier: LiffVerifier;
  channelId: string;
  liffId?: string;
  isDevelopment: boolean;
}

/**
 * The brand's LINE Login channel, else the development provider where there is one; none when
 * the brand turned LINE sign-in off.
 */
async function liffChannel(deps: LiffDeps, brand: Brand): Promise<LiffChannel | undefined> {
  const theme = await findThemeConfig(deps.db, brand, deps.log);
  if (theme?.Setting_Field.Login.is_login_by_line === 'false') return undefined;
  const settings = await findLineSettings(deps.db, deps.channelSecretKey, brand.id);
  if (settings.loginChannelId) {
    return {
      verifier: deps.line,
      channelId: settings.loginChannelId,
      liffId: settings.liffId,
      isDevelopment: false,
    };
  }
  if (!deps.dev) return undefined;
  return {
    verifier: deps.dev.verifier,
    channelId: deps.dev.channelFor(brand.ref),
    liffId: settings.liffId,
    isDevelopment: true,
  };
}

/** The brand's LIFF id, when this server can sign its members in with it. */
export async function liffConfig(deps: LiffDeps, brandRef: string): Promise<LiffConfig> {
  const brand = await requireBrand(deps.db, brandRef);
  const channel = await liffChannel(deps, brand);
  const usable = channel?.liffId && (channel.liffId !== DEV_LIFF_ID || channel.isDevelopment);
  return { liff_id: usable ? channel.liffId! : null };
}

/**
 * The LINE user an ID token proves for this brand. Counted per address and per claimed LINE user
 * before anything is checked, so forged tokens cost the sender as wrong PINs do.
 */
async function proveLineUser(
  deps: LiffDeps,
  brand: Brand,
  client: Client,
  token: { idToken: string; nonce?: string },
): Promise<LineUser> {
  await deps.throttle.attempt('line-sign-in', {
    ip: client.ip,
    subject: `${brand.id}:${claimedSubject(token.idToken)}`,
  });
  const channel = await liffChannel(deps, brand);
  if (!channel) throw new AppError('LINE_LOGIN_UNAVAILABLE');
  return channel.verifier.verify(token.idToken, {
    channelId: channel.channelId,
    nonce: token.nonce,
  });
}

/** The `sub` a token claims, unverified: only a key to count attempts under. */
function claimedSubject(idToken: string) {
  try {
    const sub = decodeJwt(idToken).sub;
    return typeof sub === 'string' ? sub.slice(0, 64) : '-';
  } catch {
    return '-';
  }
}

/**
 * Signs in inside LINE: the member the LINE account belongs to gets a session; a new LINE user
 * gets the signed identity and goes on to the privacy policy and phone verification, as after
 * LINE Login. Only the verified `sub` is used: nothing the app says about the user is trusted.
 */
export async function liffSignIn(
  deps: LiffDeps,
  client: Client,
  input: { brandRef: string; idToken: string; nonce?: string },
): Promise<LiffSignIn> {
  const brand = await requireBrand(deps.db, input.brandRef);
  const user = await proveLineUser(deps, brand, client, input);
  const payload = await lineSignInPayload(deps, brand, user.userId, client);
  return { ...payload, callback_token: await signCallbackToken(deps.session.secret, payload) };
}

/** Whether the signed-in member has a LINE account, for the profile's "Connect LINE". */
export async function lineLinkStatus(db: Db, auth: MemberAuth): Promise<LineLinkStatus> {
  const linked = await memberHasLine(db, auth.brandId, auth.memberId);
  if (linked === undefined) throw new AppError('UNAUTHORIZED');
  return { is_line_linked: linked };
}

/** Adds the LINE account proved by a LIFF ID token or a LINE Login identity to the member. */
export async function linkLine(
  deps: LiffDeps,
  client: Client,
  auth: MemberAuth,
  proof: { idToken: string; nonce?: string } | { lineIdentitySref: string },
): Promise<void> {
  const brand = await requireBrandById(deps.db, auth.brandId);
  let lineUserId: string;
  if ('idToken' in proof) {
    lineUserId = (await proveLineUser(deps, brand, client, proof)).userId;
  } else {
    const identity = await verifyLineIdentity(deps.session.secret, proof.lineIdentitySref);
    if (!identity || identity.brandId !== brand.id) throw new AppError('LINE_IDENTITY_INVALID');
    lineUserId = identity.lineUserId;
  }
  await linkLineAccount(deps.db, brand.id, auth.memberId, lineUserId);
}
