import type { AuthSession, SignInAction } from '@crm/contract/auth';
import type { Db } from '../../db/client';
import { openSession, type SessionSettings } from '../session/service';
import type { MemberRow } from './repository';

/** Who is asking: kept on the session, and the address throttling counts by. */
export interface Client {
  ip: string;
  userAgent: string;
}

type MemberState = Pick<MemberRow, 'isConsentPdpa' | 'isWithdrawPdpa' | 'firstName'>;

/**
 * Where a signed-in member goes next (see signInAction in the contract). A registered member
 * asked to consent to a newly published policy goes home, where the consent modal asks.
 */
export function signInActionFor(member: MemberState): SignInAction {
  const registered = member.firstName.trim() !== '';
  if (!member.isConsentPdpa && !member.isWithdrawPdpa && !registered) return 'register-customer';
  if (member.isConsentPdpa && !registered) return 'customer-info';
  return 'home';
}

/** Opens a session for the member and describes it the way the app routes on. */
export async function signIn(
  db: Db,
  settings: SessionSettings,
  member: MemberRow,
  brandRef: string,
  client: Client,
): Promise<AuthSession> {
  const { accessToken } = await openSession(db, settings, {
    brandId: member.brandId,
    brandRef,
    memberId: member.id,
    userAgent: client.userAgent,
    ip: client.ip,
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: settings.accessTokenMinutes * 60,
    action: signInActionFor(member),
    customer: {
      customer_info: member.memberCode,
      mobile_no: member.mobileNo,
      is_consent_pdpa: member.isConsentPdpa,
      is_withdraw_pdpa: member.isWithdrawPdpa,
      registration_step: member.registrationStep,
      has_pin: member.pinHash !== null,
    },
  };
}
