import { zodResolver } from "@hookform/resolvers/zod";
import { BIO_MAX_LENGTH, type User, UserProfileUpdateSchema } from "@keen/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";
import { applyServerErrors } from "@/lib/form-server-errors";
import { notify } from "@/lib/notifications";
import { useUpdateProfile } from "../../api";
import { NameTitleFields } from "./name-title-fields";

type AboutValues = z.input<typeof UserProfileUpdateSchema>;
type AboutOutput = z.output<typeof UserProfileUpdateSchema>;
const fields = ["firstName", "lastName", "title", "bio"] as const;

type AboutFormProps = {
  member: User;
  /** Called after a successful save (e.g. to close the dialog). */
  onSaved?: () => void;
  /** Prefix for element ids, so the form can appear twice on a page. */
  idPrefix?: string;
};

/** Names, title and bio, validated with the API's own schema; server refusals show on their fields. */
export function AboutForm({ member, onSaved, idPrefix = "about" }: AboutFormProps) {
  const form = useForm<AboutValues, unknown, AboutOutput>({
    resolver: zodResolver(UserProfileUpdateSchema),
    defaultValues: {
      firstName: member.firstName,
      lastName: member.lastName,
      title: member.title ?? "",
      bio: member.bio ?? "",
    },
  });
  const [formError, setFormError] = useState<string>();
  const save = useUpdateProfile();
  const { errors, isDirty } = form.formState;
  const bioLength = (form.watch("bio") ?? "").length;
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync(values);
      form.reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        title: saved.title ?? "",
        bio: saved.bio ?? "",
      });
      notify({
        type: "success",
        title: "Profile saved",
        message: "Your name, title and bio are up to date.",
      });
      onSaved?.();
    } catch (error) {
      setFormError(applyServerErrors(form.setError, error, fields));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
      <NameTitleFields idPrefix={idPrefix} register={form.register} errors={errors} />
      <Field
        id={id("bio")}
        label="Bio"
        className="sm:col-span-2"
        hint={`What you teach and research, and what colleagues might ask you about. ${bioLength}/${BIO_MAX_LENGTH} characters.`}
        error={errors.bio?.message}
      >
        <Textarea rows={6} {...fieldA11y(id("bio"), errors.bio, true)} {...form.register("bio")} />
      </Field>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-3 sm:col-span-2">
        <Button type="submit" isLoading={save.isPending} disabled={!isDirty && !save.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
