import { z } from "zod";
import { BIO_MAX_LENGTH } from "./profile-values";

/** Institution roles a member can hold (set by admins on the institution pages). */
export const InstitutionRoleKindSchema = z.enum(["fellow", "keenLeader", "risingStar"]);
export type InstitutionRoleKind = z.infer<typeof InstitutionRoleKindSchema>;

/** One institution role of a member, shown as a badge on the profile. */
export const InstitutionRoleSchema = z.object({
  institutionId: z.uuid(),
  institutionName: z.string(),
  role: InstitutionRoleKindSchema,
});
export type InstitutionRole = z.infer<typeof InstitutionRoleSchema>;

const requiredName = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`);

/** Optional free text: blank becomes null so "cleared" and "never set" look the same. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * `PUT /User/me` and `PUT /User/{id}` (admins): the member's own profile fields. Lists
 * (institutions, degrees, …) have their own routes under `/{Kind}/ByUser/{userId}`.
 */
export const UserProfileUpdateSchema = z.object({
  firstName: requiredName("First name"),
  lastName: requiredName("Last name"),
  title: optionalText("Title", 120),
  bio: optionalText("Bio", BIO_MAX_LENGTH),
});
export type UserProfileUpdateInput = z.input<typeof UserProfileUpdateSchema>;

/** Sizes (square, pixels) a profile picture is served in. */
export const PROFILE_PICTURE_SIZES = [64, 256, 512] as const;
export type ProfilePictureSize = (typeof PROFILE_PICTURE_SIZES)[number];

/**
 * Where an uploaded picture is served, relative to the API base. `version` is the picture's
 * `profile_pictures.version`: it changes with every upload, so cached copies are never stale.
 */
export function uploadedPicturePath(userId: string, version: string, size: ProfilePictureSize = 256): string {
  return `/User/${userId}/ProfilePicture?size=${size}&v=${encodeURIComponent(version)}`;
}

/** `GET /User/{id}/ProfilePicture?size=64|256|512` (default 256; `v` only busts caches). */
export const ProfilePictureQuerySchema = z.object({
  size: z.coerce
    .number()
    .refine((value) => (PROFILE_PICTURE_SIZES as readonly number[]).includes(value), "must be 64, 256 or 512")
    .default(256)
    .transform((value) => value as ProfilePictureSize),
  v: z.string().max(64).optional(),
});
