import type { ChatRoom } from "@keen/contracts";
import {
  Ban,
  CircleUserRound,
  DoorOpen,
  EllipsisVertical,
  Settings2,
  ShieldCheck,
  UsersRound,
} from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { notify } from "@/lib/notifications";
import { useLeaveGroupRoom } from "../api/leave-group-room";
import { useSetMemberBlocked } from "../api/set-member-blocked";
import { memberName, roomTitle } from "../lib/conversations";
import { GroupSettingsDialog } from "./group-settings-dialog";

type ThreadMenuProps = { room: ChatRoom; isBlockedByMe: boolean };

/** The thread's "More" menu: profile and Block / Unblock in a direct room; members and Leave in a group. */
export function ThreadMenu({ room, isBlockedByMe }: ThreadMenuProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"block" | "leave" | "group" | null>(null);
  const setBlocked = useSetMemberBlocked();
  const leave = useLeaveGroupRoom();
  const other = room.otherMember;
  const otherName = memberName(other);

  function handleBlock(isBlocked: boolean) {
    if (!other) return;
    setBlocked.mutate(
      { userId: other.userId, isBlocked },
      {
        onSuccess: () => {
          setDialog(null);
          notify({
            type: "success",
            title: isBlocked ? `${otherName} is blocked` : `${otherName} is unblocked`,
            message: isBlocked
              ? "Neither of you can send messages in this conversation."
              : "You can message each other again.",
          });
        },
      },
    );
  }

  function handleLeave() {
    leave.mutate(room.chatRoomUuid, {
      onSuccess: () => {
        setDialog(null);
        notify({
          type: "success",
          title: "You left the group",
          message: `“${roomTitle(room)}” is no longer in your messages.`,
        });
        void navigate("/messages");
      },
    });
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-9" aria-label="Conversation options">
            <EllipsisVertical className="size-5" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {room.kind === "direct" && other ? (
            <>
              <DropdownMenuItem asChild>
                <Link to={`/members/${other.userId}`}>
                  <CircleUserRound aria-hidden />
                  View profile
                </Link>
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              {isBlockedByMe ? (
                <DropdownMenuItem onSelect={() => handleBlock(false)}>
                  <ShieldCheck aria-hidden />
                  Unblock {other.firstName}
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem variant="destructive" onSelect={() => setDialog("block")}>
                  <Ban aria-hidden />
                  Block {other.firstName}
                </DropdownMenuItem>
              )}
            </>
          ) : (
            <>
              <DropdownMenuItem onSelect={() => setDialog("group")}>
                {room.abilities.manage ? <Settings2 aria-hidden /> : <UsersRound aria-hidden />}
                {room.abilities.manage ? "Group settings" : "Members"}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setDialog("leave")}>
                <DoorOpen aria-hidden />
                Leave group
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={dialog === "block"}
        onOpenChange={(open) => setDialog(open ? "block" : null)}
        title={`Block ${otherName}?`}
        description="They will not be able to message you or start a conversation with you, and you cannot message them. You can unblock them from this menu."
        confirmLabel="Block"
        isDestructive
        isPending={setBlocked.isPending}
        onConfirm={() => handleBlock(true)}
      />
      <ConfirmDialog
        open={dialog === "leave"}
        onOpenChange={(open) => setDialog(open ? "leave" : null)}
        title={`Leave “${roomTitle(room)}”?`}
        description="The group and its messages leave your list. Its owner can add you again."
        confirmLabel="Leave group"
        isDestructive
        isPending={leave.isPending}
        onConfirm={handleLeave}
      />
      {room.kind === "group" ? (
        <GroupSettingsDialog
          key={dialog === "group" ? "open" : "closed"}
          room={room}
          open={dialog === "group"}
          onOpenChange={(open) => setDialog(open ? "group" : null)}
        />
      ) : null}
    </>
  );
}
