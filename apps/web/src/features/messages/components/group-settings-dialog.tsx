import { CHAT_ROOM_MAX_MEMBERS, type ChatRoom, type ChatRoomUpdateInput } from "@keen/contracts";
import { UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { MemberPickerDialog } from "@/features/search";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { useUpdateGroupRoom } from "../api/update-group-room";
import { memberName } from "../lib/conversations";
import { MemberChips } from "./member-chips";

type GroupSettingsDialogProps = { room: ChatRoom; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A group's name and members. Its owner (`abilities.manage`) renames it and adds or removes members;
 * everyone else sees who is in it.
 */
export function GroupSettingsDialog({ room, open, onOpenChange }: GroupSettingsDialogProps) {
  const update = useUpdateGroupRoom(room.chatRoomUuid);
  const canManage = room.abilities.manage;
  const [name, setName] = useState(room.name);
  const [nameError, setNameError] = useState<string>();
  const [isPicking, setPicking] = useState(false);

  const save = (input: ChatRoomUpdateInput, success: string) =>
    update.mutateAsync(input).then(
      () => notify({ type: "success", title: success, message: "" }),
      (error: unknown) => {
        if (input.name !== undefined)
          setNameError(isApiError(error) ? error.message : "The name was not saved.");
        throw error;
      },
    );

  function handleRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = name.trim();
    if (!next) return setNameError("Give the group a name.");
    setNameError(undefined);
    void save({ name: next }, "Group renamed").catch(() => undefined);
  }

  const ownerIds = new Set(room.ownerId ? [room.ownerId] : []);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={canManage ? "Group settings" : "Group members"}
        description={
          canManage
            ? "You own this group: rename it and choose who is in it."
            : `${room.members.length} members`
        }
        size="lg"
      >
        {canManage ? (
          <form onSubmit={handleRename} noValidate className="mb-6 flex items-end gap-2">
            <Field id="group-rename" label="Name" error={nameError} className="flex-1">
              <Input
                id="group-rename"
                value={name}
                maxLength={80}
                onChange={(event) => setName(event.target.value)}
                aria-invalid={!!nameError || undefined}
                aria-describedby={nameError ? "group-rename-error" : undefined}
              />
            </Field>
            <Button
              type="submit"
              variant="outline"
              isLoading={update.isPending && update.variables?.name !== undefined}
              disabled={name.trim() === room.name}
              className={nameError ? "mb-5" : undefined}
            >
              Save name
            </Button>
          </form>
        ) : null}
        <h3 className="mb-3 font-sans text-sm font-semibold text-slate-900">
          Members ({room.members.length})
        </h3>
        <MemberChips
          members={room.members}
          label="Group members"
          fixedIds={ownerIds}
          noteFor={(member) => (member.userId === room.ownerId ? "owner" : undefined)}
          isRemoving={update.isPending}
          onRemove={
            canManage
              ? (member) =>
                  void save({ removeMemberIds: [member.userId] }, `${memberName(member)} removed`).catch(
                    () => undefined,
                  )
              : undefined
          }
        />
        {canManage ? (
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            onClick={() => setPicking(true)}
            disabled={room.members.length >= CHAT_ROOM_MAX_MEMBERS}
          >
            <UserPlus aria-hidden />
            Add members
          </Button>
        ) : null}
        <MemberPickerDialog
          open={isPicking}
          onOpenChange={setPicking}
          title="Add members"
          description={`Find colleagues by name. A group has at most ${CHAT_ROOM_MAX_MEMBERS} members.`}
          excludeIds={new Set(room.members.map((m) => m.userId))}
          onConfirm={async (picked) => {
            await save(
              { addMemberIds: picked.map((m) => m.userId) },
              picked.length === 1 ? `${memberName(picked[0])} added` : `${picked.length} members added`,
            );
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
