import type { ChatRoom } from "@keen/contracts";
import { UsersRound } from "lucide-react";
import { IconAvatar } from "@/components/ui/icon-avatar";
import { MemberAvatar } from "@/features/members";

/** A conversation's picture: the other member's photo, or a group icon. Decorative (the name is beside it). */
export function RoomAvatar({ room, className }: { room: ChatRoom; className?: string }) {
  if (room.kind === "direct" && room.otherMember) {
    return <MemberAvatar member={room.otherMember} size="sm" className={className} />;
  }
  return <IconAvatar icon={UsersRound} className={className} />;
}
