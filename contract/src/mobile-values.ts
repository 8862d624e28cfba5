/** A Thai mobile number: 10 digits starting 06, 08 or 09 (no schema library, for the sign-in page). */
export const THAI_MOBILE = /^0[689]\d{8}$/;
