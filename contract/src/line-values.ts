/* Plain values of LINE sign-in, apart from their schemas, for the member app's sign-in page. */

/** oauth_method of LINE in the provider list (spec 3 Provider list item). */
export const OAUTH_METHOD_LINE = 21;

/**
 * A failed callback sends the browser to the line-login page with `lineError=<error code>` (an
 * error catalogue code) next to brandRef and landing=true.
 */
export const LINE_ERROR_QUERY = 'lineError';

/**
 * The LIFF id a brand gets in development and the demo: the app then runs LINE's LIFF mock, and
 * the development provider mints the ID tokens. Never answered by a production server.
 */
export const DEV_LIFF_ID = '2000000000-development';
