import { z } from 'zod';
import { envelope } from './envelope';
import { lineCallbackPayload } from './line';

/*
 * The member app inside LINE (LIFF): the brand's LIFF id, the automatic sign-in with the ID token
 * from liff.getIDToken(), and adding a LINE account to a signed-in member.
 */

export { DEV_LIFF_ID } from './line-values';

const brandRef = z.string().min(1).max(64);
/** A compact JWS; LINE's are well under 2 KB. */
const idToken = z.string().min(1).max(4096);
const nonce = z.string().min(1).max(256);

/** GET /liff/config: public, read before sign-in. */
export const liffConfigQuery = z.object({ brandRef });
export const liffConfig = z
  .object({
    /** Null when the brand has no LIFF app (or none this server can sign in with). */
    liff_id: z.string().nullable(),
  })
  .meta({ id: 'LiffConfig' });
export const liffConfigResponse = envelope(liffConfig);
export type LiffConfig = z.infer<typeof liffConfig>;

/** POST /authentication/liff */
export const liffSignInBody = z
  .object({
    Brand_Ref: brandRef,
    Id_Token: idToken,
    /** When the app set one (liff.login or its own), the token must carry the same. */
    Nonce: nonce.optional(),
  })
  .meta({ id: 'LiffSignInRequest' });
export type LiffSignInBody = z.infer<typeof liffSignInBody>;

/**
 * What the LINE callback hands the app, and the same signed as `callback_token`, so the app
 * continues at `/?brandRef=&callbackToken=` exactly as after LINE Login.
 */
export const liffSignIn = lineCallbackPayload
  .extend({ callback_token: z.string() })
  .meta({ id: 'LiffSignIn' });
export const liffSignInResponse = envelope(liffSignIn);
export type LiffSignIn = z.infer<typeof liffSignIn>;

/**
 * POST /authentication/line/link (signed-in member): adds a LINE account, proved by a LIFF ID
 * token or by the `iam_line_identity_sref` of a LINE Login; exactly one of them.
 */
export const lineLinkBody = z
  .object({
    Id_Token: idToken.optional(),
    Nonce: nonce.optional(),
    Line_Identity_Sref: z.string().min(1).max(2048).optional(),
  })
  .refine((body) => (body.Id_Token === undefined) !== (body.Line_Identity_Sref === undefined), {
    message: 'Send Id_Token or Line_Identity_Sref, not both',
  })
  .meta({ id: 'LineLinkRequest' });
export type LineLinkBody = z.infer<typeof lineLinkBody>;
export const lineLink = z.object({ is_line_linked: z.literal(true) }).meta({ id: 'LineLink' });
export const lineLinkResponse = envelope(lineLink);

/** GET /authentication/line/link (signed-in member): whether the member has a LINE account. */
export const lineLinkStatus = z
  .object({ is_line_linked: z.boolean() })
  .meta({ id: 'LineLinkStatus' });
export const lineLinkStatusResponse = envelope(lineLinkStatus);
export type LineLinkStatus = z.infer<typeof lineLinkStatus>;

/** POST /dev/liff-id-token: an ID token the development provider signs, as LIFF would hand it. */
export const devLiffIdTokenBody = z
  .object({ brandRef, name: z.string().trim().min(1).max(50), nonce: nonce.optional() })
  .meta({ id: 'DevLiffIdTokenRequest' });
export const devLiffIdToken = z.object({ id_token: z.string() }).meta({ id: 'DevLiffIdToken' });
export const devLiffIdTokenResponse = envelope(devLiffIdToken);
