import { routeByPath } from '@/lib/routes';
import { storage } from '@/lib/storage';

/**
 * Query parameters the app is opened with (spec 2.1): the brand goes to session storage so a
 * second tab can serve another brand; the rest to local storage. isGlobal defaults to 'false'.
 * qrCode comes from a bill's link; home redeems it once the member is signed in.
 */
export function captureStartParams({ pathname, search }: { pathname: string; search: string }) {
  const params = new URLSearchParams(search);
  const brandRef = params.get('brandRef');
  const storeRef = params.get('storeRef');
  const token = params.get('token');
  const isGlobal = params.get('isGlobal');
  const qrCode = params.get('qrCode');

  if (brandRef) storage.setSession('brand', brandRef);
  if (storeRef) storage.set('storeRef', storeRef);
  // The SMS consent link's `token` names the consent, not a session: a member signed in on this
  // device keeps theirs, and a visitor does not become one.
  if (token && routeByPath(pathname)?.name !== 'authentication.sms-pdpa') {
    storage.set('userToken', token);
  }
  if (qrCode) storage.set('qrCode', qrCode);
  if (isGlobal === 'true' || isGlobal === 'false') storage.set('isGlobal', isGlobal);
  else if (storage.get('isGlobal') === null) storage.set('isGlobal', 'false');
}
