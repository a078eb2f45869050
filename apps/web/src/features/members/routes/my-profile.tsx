import { useCurrentMember } from "../api";
import { ProfilePage } from "../profile/profile-page";
import { ProfileSkeleton } from "../profile/profile-skeleton";

/** Route module for `/members/me`: the signed-in member's own profile, with edit controls. */
export function Component() {
  const member = useCurrentMember();
  if (member.data) return <ProfilePage member={member.data} isOwn />;
  if (member.isError) throw member.error;
  return <ProfileSkeleton />;
}
