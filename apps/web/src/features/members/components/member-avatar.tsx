import type { ProfilePictureSize } from "@keen/contracts";
import { Avatar } from "@/components/ui/avatar";
import { FallbackImage } from "@/components/ui/fallback-image";
import { cn } from "@/lib/cn";
import { profilePictureSrc } from "./picture-url";

type MemberAvatarProps = {
  member: { firstName: string; lastName: string; pictureUrl?: string | null };
  /** Display size: xs 32, sm 40, md 56, lg 96, xl 144 px. */
  size?: "xs" | "sm" | "md" | "lg" | "xl";
  className?: string;
};

const sizes = {
  xs: { box: "size-8 text-xs", image: 64 },
  sm: { box: "size-10 text-sm", image: 64 },
  md: { box: "size-14 text-base", image: 256 },
  lg: { box: "size-24 text-2xl", image: 256 },
  xl: { box: "size-36 text-4xl", image: 512 },
} satisfies Record<string, { box: string; image: ProfilePictureSize }>;

/**
 * A member's round picture (the server answers with an initials image when there is none); falls
 * back to initials drawn here when the image cannot load. Decorative: the name is always nearby.
 */
export function MemberAvatar({ member, size = "sm", className }: MemberAvatarProps) {
  const { box, image } = sizes[size];
  const src = member.pictureUrl ? profilePictureSrc(member.pictureUrl, image) : undefined;

  return (
    <FallbackImage
      src={src}
      className={cn("shrink-0 rounded-full bg-slate-100 object-cover ring-1 ring-slate-200", box, className)}
      fallback={
        <Avatar firstName={member.firstName} lastName={member.lastName} className={cn(box, className)} />
      }
    />
  );
}
