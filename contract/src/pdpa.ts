import { z } from 'zod';
import { envelope } from './envelope';

export { pdpaActions } from './pdpa-values';

export const pdpaAction = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(6)]);
export type PdpaAction = z.infer<typeof pdpaAction>;

export const pdpaInfoQuery = z.object({ Brand_Ref: z.string().min(1).max(64) });

/** The brand's active privacy policy. */
export const pdpaPolicy = z
  .object({
    pdpa_id: z.number().int(),
    version: z.number().int(),
    content_th: z.string(),
    content_en: z.string(),
    pdpa_article_alt_reference: z.string(),
    pdpa_article_group_key: z.string(),
    published_at: z.iso.datetime(),
  })
  .meta({ id: 'PdpaPolicy' });
export type PdpaPolicy = z.infer<typeof pdpaPolicy>;
export const pdpaInfoResponse = envelope(pdpaPolicy);

/**
 * POST /CustomerAccount/UpdatePDPA as multipart/form-data or JSON. The article fields name the
 * policy the member saw; they must match the brand's active policy.
 */
export const updatePdpaBody = z
  .object({
    Pdpa_Article_Alt_Reference: z.string().trim().min(1).max(100),
    Pdpa_Article_Group_Key: z.string().trim().min(1).max(100),
    // Form fields are strings, JSON may send numbers.
    Pdpa_Action: z.coerce.number().pipe(pdpaAction),
  })
  .meta({ id: 'UpdatePdpa' });
export type UpdatePdpaBody = z.output<typeof updatePdpaBody>;

/** The member's consent after an action, and the record just written. */
export const pdpaConsentState = z
  .object({
    is_consent_pdpa: z.boolean(),
    is_withdraw_pdpa: z.boolean(),
    pdpa_action: pdpaAction,
    pdpa_id: z.number().int(),
    version: z.number().int(),
    recorded_at: z.iso.datetime(),
  })
  .meta({ id: 'PdpaConsentState' });
export type PdpaConsentState = z.infer<typeof pdpaConsentState>;
export const updatePdpaResponse = envelope(pdpaConsentState);

/**
 * What an SMS consent link stands for (spec 3 SMS PDPA link token). The link itself holds only
 * an opaque id; the server answers these with the link's detail.
 */
export const smsPdpaToken = z
  .object({
    brand_ref: z.string(),
    customer_s_ref: z.string(),
    pdpa_id: z.number().int(),
    pdpa_ref: z.string(),
    /** The link's id, which the consent is posted with. */
    token: z.string(),
  })
  .meta({ id: 'SmsPdpaToken' });
export type SmsPdpaToken = z.infer<typeof smsPdpaToken>;

/**
 * An SMS link's id: 22 URL-safe characters when issued. Any other short value is still taken, so
 * a link cut short in an SMS app is told apart as an invalid link, not as a malformed request.
 */
export const smsLinkToken = z.string().min(1).max(64);

/** GET /pdpa/pdpa-detail/{token}: the policy to show and whether the member already consented. */
export const pdpaDetail = z
  .object({
    resp: z.object({ pdpa_data: pdpaPolicy, is_consent: z.boolean() }),
    token_data: smsPdpaToken,
  })
  .meta({ id: 'PdpaDetail' });
export type PdpaDetail = z.infer<typeof pdpaDetail>;
export const pdpaDetailResponse = envelope(pdpaDetail);

/** POST /customers/customer-consent-pdpa-by-sms: values taken from the link's detail. */
export const smsConsentBody = z
  .object({
    Customer_S_Ref: z.string().min(1).max(64),
    PDPA_Article_Id: z.coerce.number().int().positive().max(2_147_483_647),
    Token: smsLinkToken,
  })
  .meta({ id: 'SmsConsent' });
export type SmsConsentBody = z.output<typeof smsConsentBody>;

export const smsConsentResult = z
  .object({ is_consent: z.boolean(), pdpa_id: z.number().int(), recorded_at: z.iso.datetime() })
  .meta({ id: 'SmsConsentResult' });
export const smsConsentResponse = envelope(smsConsentResult);

/** Where an SMS link opens the consent page (spec 2.2 sms-pdpa). */
export const SMS_PDPA_PATH = '/authentication/sms-pdpa';
/**
 * The path of the short link an SMS carries (`/c/{id}`): it redirects to SMS_PDPA_PATH with the
 * brand and id, and keeps the Thai message within two SMS segments.
 */
export const SMS_CONSENT_LINK_PATH = '/c';
