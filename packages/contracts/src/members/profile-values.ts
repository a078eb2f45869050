// Profile limits, without zod (the web's profile editors check files and count characters against them).

/** Longest accepted bio, in characters. */
export const BIO_MAX_LENGTH = 2000;

/** Accepted upload types and limit for `POST /User/Me/ProfilePicture` (multipart field `file`). */
export const PROFILE_PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const PROFILE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
