import { PROFILE_PICTURE_SIZES, type ProfilePictureSize } from "@keen/contracts";
import type { RenditionSpec } from "../../../lib/uploads";

/** One square WebP per served size, cut from the centre (sharp drops EXIF and other metadata). */
export const pictureRenditions = Object.fromEntries(
  PROFILE_PICTURE_SIZES.map((size) => [
    `s${size}`,
    {
      contentType: "image/webp",
      transform: (image) =>
        image.resize(size, size, { fit: "cover", position: "centre" }).webp({ quality: 85 }),
    } satisfies RenditionSpec,
  ]),
) as Record<`s${ProfilePictureSize}`, RenditionSpec>;

export type PictureRenditionKey = keyof typeof pictureRenditions;
