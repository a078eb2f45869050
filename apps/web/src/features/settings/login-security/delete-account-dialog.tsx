import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { useDeleteMemberAccount } from "@/features/members";
import { notify } from "@/lib/notifications";
import { isConfirmationEmail } from "../lib/security-schemas";
import { useLocalSignOut } from "../lib/use-local-sign-out";

type DeleteAccountDialogProps = { userId: string | undefined; email: string | undefined };

const consequences = [
  "Your profile, photo, degrees, publications and preferences are removed.",
  "Your drafts are deleted.",
  "Published cards stay readable; where you are the only author, the author shows as “Former member”.",
  "You can no longer sign in with this email address.",
];

/** The danger-zone action: deleting the account only after the member types their email exactly. */
export function DeleteAccountDialog({ userId, email }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useDeleteMemberAccount();
  const signOutLocally = useLocalSignOut();
  const isConfirmed = isConfirmationEmail(typed, email);

  const handleDelete = async () => {
    if (!userId || !email || !isConfirmed) return;
    await remove.mutateAsync({ userId, confirmEmail: email });
    await signOutLocally(() =>
      notify({
        type: "success",
        title: "Your account was deleted",
        message: "Thank you for being part of the KEEN community.",
      }),
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped("");
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">Delete account…</Button>
      </DialogTrigger>
      <DialogContent title="Delete your account?" description="This cannot be undone.">
        <ul className="flex flex-col gap-2 text-sm leading-6 text-slate-700">
          {consequences.map((line) => (
            <li key={line} className="flex gap-2">
              <AlertTriangle aria-hidden className="mt-1 size-4 shrink-0 text-red-600" />
              {line}
            </li>
          ))}
        </ul>
        <form
          noValidate
          className="mt-5"
          onSubmit={(event) => {
            event.preventDefault();
            void handleDelete().catch(() => undefined);
          }}
        >
          <Field
            id="confirm-delete-email"
            label={
              <>
                Type <span className="font-semibold break-all">{email}</span> to confirm
              </>
            }
          >
            <Input
              id="confirm-delete-email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                Keep my account
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!isConfirmed} isLoading={remove.isPending}>
              Delete my account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
