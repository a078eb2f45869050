import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";
import { notify } from "@/lib/notifications";
import { useUpdateIdentityAccount } from "../api/update-identity-account";
import { accountChangeRefusal } from "../lib/account-change-refusal";
import { type EmailChangeValues, emailChangeSchema } from "../lib/security-schemas";

type ChangeEmailFormProps = { sub: string | undefined; currentEmail: string | undefined };

/**
 * Changes the sign-in email: checks the address and the current password, asks for confirmation,
 * then asks the identity provider to mail a link to the new address. The address changes when the
 * link is followed (the old one is told); until then the member keeps signing in as before.
 */
export function ChangeEmailForm({ sub, currentEmail }: ChangeEmailFormProps) {
  const form = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema(currentEmail)),
    defaultValues: { email: "", currentPassword: "" },
  });
  const [pending, setPending] = useState<EmailChangeValues>();
  const update = useUpdateIdentityAccount(sub);
  const { errors } = form.formState;

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync({ email: pending.email, current_password: pending.currentPassword });
      setPending(undefined);
      form.reset();
      notify({
        type: "success",
        title: "Check your new inbox",
        message: `Follow the link we sent to ${pending.email} to make it your sign-in email.`,
      });
    } catch (failure) {
      setPending(undefined);
      const refusal = accountChangeRefusal(failure, "email");
      if (refusal)
        form.setError(refusal.field, { type: "server", message: refusal.message }, { shouldFocus: true });
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => setPending(values))}
        className="flex max-w-md flex-col gap-4"
      >
        <Field id="new-email" label="New email address" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            {...fieldA11y("new-email", errors.email)}
            {...form.register("email")}
          />
        </Field>
        <Field id="email-current-password" label="Current password" error={errors.currentPassword?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...fieldA11y("email-current-password", errors.currentPassword)}
            {...form.register("currentPassword")}
          />
        </Field>
        <div>
          <Button type="submit" variant="outline">
            Change email
          </Button>
        </div>
      </form>
      <Dialog open={!!pending} onOpenChange={(open) => (open ? null : setPending(undefined))}>
        <DialogContent
          title="Change your sign-in email?"
          description={
            <>
              We’ll send a verification link to{" "}
              <strong className="break-all text-slate-900">{pending?.email}</strong>. Your sign-in email
              changes when you follow it, and we’ll tell your current address.
            </>
          }
        >
          <p className="text-sm text-slate-600">Until then, keep signing in with your current address.</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button onClick={() => void handleConfirm()} isLoading={update.isPending}>
              Send the link
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
