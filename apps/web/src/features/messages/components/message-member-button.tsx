import { MessageSquare } from "lucide-react";
import { useNavigate } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { SignInControl, useCurrentUser } from "@/features/auth";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { useOpenDirectRoom } from "../api/open-direct-room";

type MessageMemberButtonProps = { member: { userId: string; firstName: string; lastName: string } };

const nameOf = ({ member }: MessageMemberButtonProps) =>
  `${member.firstName} ${member.lastName}`.trim() || "this member";

/**
 * "Message" on another member's profile: opens (or creates) the one-to-one conversation and goes
 * to it. When either blocked the other, or a new member has started their first day's conversations,
 * the server's reason shows as a toast instead. A visitor's
 * button explains that messages are for members, with "Log in" and "Create account".
 */
export function MessageMemberButton({ member }: MessageMemberButtonProps) {
  const { isAuthenticated } = useCurrentUser();
  if (!isAuthenticated) return <SignInToMessage member={member} />;
  return <MessageButton member={member} />;
}

function SignInToMessage({ member }: MessageMemberButtonProps) {
  const name = nameOf({ member });
  return (
    <SignInControl
      className={buttonVariants({ variant: "outline" })}
      label={`Message ${name}`}
      prompt={{
        title: `Sign in to message ${name}`,
        description: "Members write to each other about cards, courses and collaborations.",
        icon: MessageSquare,
      }}
    >
      <MessageSquare aria-hidden />
      Message
    </SignInControl>
  );
}

function MessageButton({ member }: MessageMemberButtonProps) {
  const navigate = useNavigate();
  const open = useOpenDirectRoom();
  const name = nameOf({ member });

  const handleClick = () =>
    open.mutate(member.userId, {
      onSuccess: (room) => void navigate(`/messages/${room.chatRoomUuid}`),
      onError: (error) => {
        if (isApiError(error) && error.status === 403) {
          notify({ type: "error", title: `You cannot message ${name}`, message: error.message });
        } else if (isApiError(error) && error.status === 429) {
          notify({
            type: "warning",
            title: "You cannot start a new conversation yet",
            message: error.message,
          });
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
