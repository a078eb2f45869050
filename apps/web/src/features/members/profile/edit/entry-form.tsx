import { type ReactNode, useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { applyServerErrors } from "@/lib/form-server-errors";

type EntryFormProps<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The form's fields, where the server's refusals land. */
  fields: readonly FieldPath<TValues>[];
  /** Saves the checked values (the entry's mutation). */
  save: (values: TOutput) => Promise<unknown>;
  isSaving: boolean;
  /** The form's accessible name, e.g. "Add a degree". */
  label: string;
  submitLabel: string;
  /** Leaves the form without saving. */
  onCancel: () => void;
  /** Called after the entry was saved. */
  onSaved: () => void;
  children: ReactNode;
};

/**
 * The frame of a profile list entry's add-or-edit form (a degree, a publication): its fields in two
 * columns, saving with server refusals put on the fields and the rest above Cancel and Save.
 */
export function EntryForm<TValues extends FieldValues, TOutput>(props: EntryFormProps<TValues, TOutput>) {
  const { form, fields, save, isSaving, label, submitLabel, onCancel, onSaved, children } = props;
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await save(values);
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(form.setError, error, fields));
    }
  });

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.stopPropagation();
        void submit(e);
      }}
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2"
    >
      {children}
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
