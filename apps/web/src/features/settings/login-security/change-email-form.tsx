import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { useAuthActions } from "@/features/auth";
import { isApiError } from "@/lib/api-client";
import { fieldA11y } from "@/lib/field-a11y";
import { useUpdateIdentityAccount } from "../api/update-identity-account";
import { type EmailChangeValues, emailChangeSchema } from "../lib/security-schemas";

type ChangeEmailFormProps = { sub: string | undefined; currentEmail: string | undefined };

/**
 * Changes the sign-in email: checks the address, then asks for confirmation (the new address must
 * be verified and the member is signed out), then saves it at the identity provider and signs out.
 */
export function ChangeEmailForm({ sub, currentEmail }: ChangeEmailFormProps) {
  const form = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema(currentEmail)),
    defaultValues: { email: "" },
  });
  const [pending, setPending] = useState<string>();
  const update = useUpdateIdentityAccount(sub);
  const { signOut } = useAuthActions();
  const error = form.formState.errors.email?.message;

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync({ email: pending });
      await signOut();
    } catch (failure) {
      setPending(undefined);
      if (isApiError(failure) && (failure.status === 400 || failure.status === 409)) {
        const detail = failure.details.find((d) => d.field === "email");
        form.setError(
          "email",
          { type: "server", message: detail?.message ?? failure.message },
          { shouldFocus: true },
        );
      }
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => setPending(values.email))}
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        <Field id="new-email" label="New email address" error={error} className="flex-1">
          <Input
            type="email"
            autoComplete="email"
            {...fieldA11y("new-email", error)}
            {...form.register("email")}
          />
        </Field>
        <Button type="submit" variant="outline" className="sm:mt-7">
          Change email
        </Button>
      </form>
      <Dialog open={!!pending} onOpenChange={(open) => (open ? null : setPending(undefined))}>
        <DialogContent
          title="Change your sign-in email?"
          description={
            <>
              We’ll send a verification link to{" "}
              <strong className="break-all text-slate-900">{pending}</strong>. You’ll be signed out now, and
              you can sign in with the new address once you have verified it.
            </>
          }
        >
          <p className="text-sm text-slate-600">
            Until then, your current address no longer works for signing in.
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button onClick={() => void handleConfirm()} isLoading={update.isPending}>
              Change email and sign out
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
