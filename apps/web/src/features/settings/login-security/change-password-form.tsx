import { zodResolver } from "@hookform/resolvers/zod";
import { Check } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { fieldA11y } from "@/lib/field-a11y";
import { notify } from "@/lib/notifications";
import { useUpdateIdentityAccount } from "../api/update-identity-account";
import { accountChangeRefusal } from "../lib/account-change-refusal";
import {
  type PasswordChangeValues,
  passwordChangeSchema,
  passwordRuleStatus,
  passwordRuleTexts,
} from "../lib/security-schemas";

type ChangePasswordFormProps = { sub: string | undefined; email: string | undefined };

/**
 * Sets a new password at the identity provider, which asks for the current one first and then ends
 * the account's other sessions; its refusals (a wrong current password, a common new one) show on
 * their field.
 */
export function ChangePasswordForm({ sub, email }: ChangePasswordFormProps) {
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema(email)),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const update = useUpdateIdentityAccount(sub);
  const { errors } = form.formState;
  const ruleStatus = passwordRuleStatus(form.watch("password"), email);

  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await update.mutateAsync({ password, current_password: currentPassword });
      form.reset();
      notify({
        type: "success",
        title: "Password changed",
        message: "Use your new password next time you sign in. Your other devices are signed out.",
      });
    } catch (failure) {
      const refusal = accountChangeRefusal(failure, "password");
      if (refusal)
        form.setError(refusal.field, { type: "server", message: refusal.message }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex max-w-md flex-col gap-4">
      <input type="text" autoComplete="username" value={email ?? ""} readOnly hidden />
      <Field id="current-password" label="Current password" error={errors.currentPassword?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldA11y("current-password", errors.currentPassword)}
          {...form.register("currentPassword")}
        />
      </Field>
      <Field id="new-password" label="New password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y("new-password", errors.password)}
          aria-describedby={errors.password ? "new-password-error password-rules" : "password-rules"}
          {...form.register("password")}
        />
      </Field>
      <ul
        id="password-rules"
        aria-label="Password rules"
        className="-mt-1 flex flex-col gap-1 text-xs text-slate-600"
      >
        {passwordRuleTexts.map((rule, index) => (
          <li key={rule} className={cn("flex items-center gap-1.5", ruleStatus[index] && "text-emerald-800")}>
            {ruleStatus[index] ? (
              <Check aria-hidden className="size-3.5 text-emerald-700" />
            ) : (
              <span aria-hidden className="grid size-3.5 place-items-center">
                <span className="size-1.5 rounded-full bg-slate-400" />
              </span>
            )}
            {rule}
            {ruleStatus[index] ? <span className="sr-only"> (met)</span> : null}
          </li>
        ))}
      </ul>
      <Field id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y("confirm-password", errors.confirmPassword)}
          {...form.register("confirmPassword")}
        />
      </Field>
      <div>
        <Button type="submit" isLoading={update.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
