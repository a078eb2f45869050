import { zodResolver } from "@hookform/resolvers/zod";
import { type InstitutionDetail, InstitutionWriteSchema } from "@keen/contracts";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Input, Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";
import { applyServerErrors, fieldMessage } from "@/lib/form-server-errors";
import { useSaveInstitution } from "../api/save-institution";
import {
  type InstitutionFormInput,
  type InstitutionFormOutput,
  institutionFields,
  toInstitutionFormValues,
} from "./institution-form-values";

type InstitutionFormProps = {
  institution?: InstitutionDetail;
  /** Called after a successful save, before the form settles (e.g. to upload a chosen logo). */
  onSaved: (saved: InstitutionDetail) => Promise<void> | void;
  /** The logo field, placed beside the name. */
  logo: ReactNode;
  submitLabel: string;
  secondaryAction?: ReactNode;
};

const labels: Record<(typeof institutionFields)[number], string> = {
  name: "Name",
  shortName: "Short name",
  city: "City",
  region: "State or region",
  country: "Country",
  website: "Website",
  description: "Description",
};

/** The institution's own fields, validated with the API's schema; server refusals land on the fields. */
export function InstitutionForm({
  institution,
  onSaved,
  logo,
  submitLabel,
  secondaryAction,
}: InstitutionFormProps) {
  const form = useForm<InstitutionFormInput, unknown, InstitutionFormOutput>({
    resolver: zodResolver(InstitutionWriteSchema),
    defaultValues: toInstitutionFormValues(institution),
  });
  const save = useSaveInstitution(institution?.id);
  const [formError, setFormError] = useState<string>();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync(values);
      await onSaved(saved);
      form.reset(toInstitutionFormValues(saved));
    } catch (error) {
      setFormError(applyServerErrors(form.setError, error, institutionFields));
    }
  });

  const text = (
    name: (typeof institutionFields)[number],
    props: { hint?: string; className?: string; autoComplete?: string } = {},
  ) => {
    const error = fieldMessage(labels[name], errors[name]?.message);
    return (
      <Field
        id={`institution-${name}`}
        label={labels[name]}
        error={error}
        hint={props.hint}
        className={props.className}
      >
        <Input
          autoComplete={props.autoComplete ?? "off"}
          {...fieldA11y(`institution-${name}`, error, !!props.hint)}
          {...form.register(name)}
        />
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {logo}
        <div className="grid flex-1 gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
          {text("name")}
          {text("shortName", { hint: "Used in tight spaces, e.g. “Mines”." })}
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {text("city")}
        {text("region")}
        {text("country")}
      </div>
      {text("website", { hint: "The full address, starting with https://" })}
      <Field
        id="institution-description"
        label="Description"
        error={fieldMessage("Description", errors.description?.message)}
        hint="Plain text; leave a blank line between paragraphs."
      >
        <Textarea
          rows={6}
          {...fieldA11y("institution-description", errors.description, true)}
          {...form.register("description")}
        />
      </Field>
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
