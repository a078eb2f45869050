import { CHAT_ROOM_MAX_MEMBERS, type MemberSearchHit } from "@keen/contracts";
import { UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { MemberPickerDialog } from "@/features/search";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { useCreateGroupRoom } from "../api/create-group-room";
import { MemberChips } from "./member-chips";

type NewGroupDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  myUserId: string | undefined;
};

/** "New group": a name and at least one member; the creator owns the group and opens it. */
export function NewGroupDialog({ open, onOpenChange, myUserId }: NewGroupDialogProps) {
  const navigate = useNavigate();
  const create = useCreateGroupRoom();
  const [name, setName] = useState("");
  const [members, setMembers] = useState<MemberSearchHit[]>([]);
  const [isPicking, setPicking] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; members?: string; form?: string }>({});

  const reset = () => {
    setName("");
    setMembers([]);
    setErrors({});
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : "Give the group a name.",
      members: members.length ? undefined : "Add at least one member.",
    };
    setErrors(next);
    if (next.name || next.members) return;
    create.mutate(
      { name: name.trim(), memberIds: members.map((m) => m.userId) },
      {
        onSuccess: (room) => {
          handleOpenChange(false);
          notify({
            type: "success",
            title: "Group created",
            message: `“${room.name}” is ready for messages.`,
          });
          void navigate(`/messages/${room.chatRoomUuid}`);
        },
        onError: (error) =>
          setErrors({ form: isApiError(error) ? error.message : "The group could not be created." }),
      },
    );
  }

  const excludeIds = new Set([...members.map((m) => m.userId), ...(myUserId ? [myUserId] : [])]);
  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title="New group"
        description="A conversation for a course team or a project. You can rename it and change its members later."
      >
        <form onSubmit={handleSubmit} noValidate className="space-y-5">
          <Field id="group-name" label="Name" error={errors.name}>
            <Input
              id="group-name"
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={!!errors.name || undefined}
              aria-describedby={errors.name ? "group-name-error" : undefined}
              placeholder="e.g. Thermodynamics course team"
            />
          </Field>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium text-slate-800">Members</legend>
            {members.length ? (
              <MemberChips
                members={members}
                label="Members to add"
                onRemove={(member) =>
                  setMembers((current) => current.filter((m) => m.userId !== member.userId))
                }
              />
            ) : (
              <p className="text-sm text-slate-600">You are in the group; add the colleagues to invite.</p>
            )}
            <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
              <UserPlus aria-hidden />
              Add members
            </Button>
            {errors.members ? (
              <p role="alert" className="text-xs font-medium text-red-700">
                {errors.members}
              </p>
            ) : null}
          </fieldset>
          {errors.form ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {errors.form}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={create.isPending}>
              Create group
            </Button>
          </DialogFooter>
        </form>
        <MemberPickerDialog
          open={isPicking}
          onOpenChange={setPicking}
          title="Add members"
          description={`Find colleagues by name. A group has at most ${CHAT_ROOM_MAX_MEMBERS} members.`}
          excludeIds={excludeIds}
          onConfirm={async (picked) => {
            setMembers((current) => [...current, ...picked.filter((p) => !excludeIds.has(p.userId))]);
            setErrors((current) => ({ ...current, members: undefined }));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
