import { MAX_IMAGE_BYTES } from './images';

/** The form field that carries the profile photo. */
export const PROFILE_IMAGE_FIELD = 'image';
/** images.group_type of member profile photos. */
export const MEMBER_PHOTO_IMAGE_GROUP = 11;
/** Largest accepted profile photo upload. */
export const MAX_PROFILE_IMAGE_BYTES = MAX_IMAGE_BYTES;
