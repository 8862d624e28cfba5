import { z } from 'zod';
import { envelope, isoDate } from './envelope';
import { memberAddress, postalCode } from './address';
import { emailAddress, personName } from './field-rules';

export const genders = ['male', 'female', 'other', 'unspecified'] as const;
export const gender = z.enum(genders);
export type Gender = z.infer<typeof gender>;

/**
 * Registration steps in the order a new member finishes them; `registration_step` is the last
 * one done, so the app resumes at the next (spec 2.3 landing).
 */
export const registrationSteps = ['new', 'pdpa', 'profile', 'custom_fields'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/** GET /Customer/info (spec 3 Profile response, plus address, withdraw flag and step). */
export const profile = z
  .object({
    image_url: z.string(),
    point: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    mobile_no: z.string().nullable(),
    email: z.string(),
    birthdate: isoDate.nullable(),
    gender,
    is_consent_pdpa: z.boolean(),
    is_withdraw_pdpa: z.boolean(),
    /** The member's public code. */
    customer_info: z.string(),
    /** Last valid day (yyyy-MM-dd, Bangkok) of the points that expire next; null when none do. */
    point_exp_date_approaching: isoDate.nullable(),
    /** How many points expire after that day; null when none do. */
    point_exp_points_approaching: z.number().int().nullable(),
    /** Known steps are listed in `registrationSteps`; kept open so new ones do not break clients. */
    registration_step: z.string(),
    address: memberAddress.nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profile>;
export const profileResponse = envelope(profile);

/** Multipart text fields arrive as strings; an empty one means "not given". */
const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const addressId = z.coerce.number().int().positive().max(999_999);

/** A day that exists in the calendar, as yyyy-MM-dd. */
export const calendarDay = isoDate.refine((value) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}, 'A real calendar date as yyyy-MM-dd');

export const birthdate = calendarDay.refine(
  (value) => value >= '1900-01-01' && new Date(`${value}T00:00:00Z`).getTime() <= Date.now(),
  'Birthdate: a past date from 1900 on',
);

/**
 * POST /Customer/UpdateCustomerInfo, sent as multipart/form-data (fields below plus an optional
 * `image` file: JPEG, PNG, WebP or HEIF up to 5 MB) or as JSON without the image. Absent optional
 * fields keep their value; an empty email or birthdate clears it. Address fields come as a whole
 * chain (provinceId, districtId, subDistrictId, postal, optional detail) or not at all.
 */
export const updateCustomerInfoBody = z
  .object({
    first_name: personName,
    last_name: personName,
    gender: blank(gender),
    birthdate: z.union([z.literal(''), birthdate]).optional(),
    email: emailAddress.optional(),
    detail: z.string().trim().max(300).optional(),
    provinceId: blank(addressId),
    districtId: blank(addressId),
    subDistrictId: blank(addressId),
    postal: blank(postalCode),
  })
  .superRefine((body, ctx) => {
    const chain = ['provinceId', 'districtId', 'subDistrictId', 'postal'] as const;
    const given = chain.filter((key) => body[key] !== undefined);
    const anyAddress = given.length > 0 || (body.detail !== undefined && body.detail !== '');
    if (!anyAddress || given.length === chain.length) return;
    for (const key of chain) {
      if (body[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'Required with the other address fields',
        });
    }
  })
  .meta({ id: 'UpdateCustomerInfo' });
export type UpdateCustomerInfoBody = z.output<typeof updateCustomerInfoBody>;

export {
  MAX_PROFILE_IMAGE_BYTES,
  MEMBER_PHOTO_IMAGE_GROUP,
  PROFILE_IMAGE_FIELD,
} from './profile-photo';
