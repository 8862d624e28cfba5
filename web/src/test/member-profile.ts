import type { Profile } from '@crm/contract/customer';

/** A signed-in member's GET /Customer/info answer, registered and consented; override a field. */
export function memberProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    image_url: '',
    point: 0,
    first_name: 'มะลิ',
    last_name: 'ทดสอบ',
    mobile_no: '0812345678',
    email: '',
    birthdate: null,
    gender: 'unspecified',
    is_consent_pdpa: true,
    is_withdraw_pdpa: false,
    customer_info: 'M0001',
    point_exp_date_approaching: null,
    point_exp_points_approaching: null,
    registration_step: 'done',
    address: null,
    ...overrides,
  };
}
