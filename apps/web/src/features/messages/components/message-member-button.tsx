import { MessageSquare } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { useOpenDirectRoom } from "../api/open-direct-room";

type MessageMemberButtonProps = { member: { userId: string; firstName: string; lastName: string } };

/**
 * "Message" on another member's profile: opens (or creates) the one-to-one conversation and goes
 * to it. When either blocked the other, the server's reason shows as a toast instead.
 */
export function MessageMemberButton({ member }: MessageMemberButtonProps) {
  const navigate = useNavigate();
  const open = useOpenDirectRoom();
  const name = `${member.firstName} ${member.lastName}`.trim() || "this member";

  const handleClick = () =>
    open.mutate(member.userId, {
      onSuccess: (room) => void navigate(`/messages/${room.chatRoomUuid}`),
      onError: (error) => {
        if (isApiError(error) && error.status === 403) {
          notify({ type: "error", title: `You cannot message ${name}`, message: error.message });
        }
      },
    });

  return (
    <Button variant="outline" onClick={handleClick} isLoading={open.isPending}>
      {open.isPending ? null : <MessageSquare aria-hidden />}
      Message
    </Button>
  );
}
