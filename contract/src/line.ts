import { z } from 'zod';
import { envelope } from './envelope';
import { signInAction } from './auth';

/*
 * LINE Login (spec 7 Authentication): the provider list, the authorize URL to send the browser
 * to, and the callback token the API hands the app at `/?brandRef=&isGlobal=&callbackToken=`.
 */

export { LINE_ERROR_QUERY, OAUTH_METHOD_LINE } from './line-values';

const brandRef = z.string().min(1).max(64);
const flag = z.enum(['true', 'false']);

/** GET /authentication/Provider */
export const providerQuery = z.object({ brand_ref: brandRef, Is_Global: flag.default('false') });
export const loginProvider = z
  .object({ provider_ref: z.string(), oauth_method: z.number().int() })
  .meta({ id: 'LoginProvider' });
/** Empty when the brand turned LINE login off or the server has no LINE channel. */
export const providerListResponse = envelope(z.array(loginProvider));
export type LoginProvider = z.infer<typeof loginProvider>;

/** GET /lineprovider/issue: starts a sign-in; isGlobal comes back on the landing URL. */
export const lineIssueQuery = z.object({ brandRef, isGlobal: flag.default('false') });
export const lineIssueResult = z
  .object({
    /** Send the browser here (window.location); it comes back through the callback. */
    authorize_url: z.string(),
    expires_in: z.number().int(),
  })
  .meta({ id: 'LineLoginIssue' });
export const lineIssueResponse = envelope(lineIssueResult);
export type LineIssueResult = z.infer<typeof lineIssueResult>;

/** What LINE (or the development provider) sends back to GET /lineprovider/callback. */
export const lineCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

/**
 * The payload of `callbackToken` (spec 3 Callback token payload). `token` is the member's access
 * token, present whenever the LINE account already belongs to a member; a new LINE account has
 * none until the phone number is verified, and VerifyOTP takes `iam_line_identity_sref` to link
 * it. The app reads the payload (decodeJwt); the API signed it.
 */
export const lineCallbackPayload = z
  .object({
    action: signInAction,
    iam_line_identity_sref: z.string(),
    is_withdraw_pdpa: z.boolean(),
    token: z.string().optional(),
  })
  .meta({ id: 'LineCallbackToken' });
export type LineCallbackPayload = z.infer<typeof lineCallbackPayload>;
