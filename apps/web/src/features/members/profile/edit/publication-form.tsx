import { zodResolver } from "@hookform/resolvers/zod";
import { type Publication, type PublicationInput, PublicationInputSchema } from "@keen/contracts";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";
import { applyServerErrors, fieldMessage } from "@/lib/form-server-errors";
import { useSavePublication } from "../../api";

/** The form's text fields, turned into the API's publication input and checked with its schema. */
const PublicationFormSchema = z
  .object({
    title: z.string(),
    authors: z.string(),
    venue: z.string(),
    year: z.string(),
    url: z.string(),
    doi: z.string(),
  })
  .transform((v): PublicationInput => ({ ...v, year: v.year.trim() === "" ? null : Number(v.year) }))
  .pipe(PublicationInputSchema);
type PublicationFormValues = z.input<typeof PublicationFormSchema>;
type PublicationFormOutput = z.output<typeof PublicationFormSchema>;
const fields = ["title", "authors", "venue", "year", "url", "doi"] as const;

type PublicationFormProps = {
  userId: string;
  publication?: Publication;
  onCancel: () => void;
  onSaved: () => void;
};

/** Add or change one publication: title, authors, venue, year, and a link or DOI. */
export function PublicationForm({ userId, publication, onCancel, onSaved }: PublicationFormProps) {
  const id = useId();
  const form = useForm<PublicationFormValues, unknown, PublicationFormOutput>({
    resolver: zodResolver(PublicationFormSchema),
    defaultValues: {
      title: publication?.title ?? "",
      authors: publication?.authors ?? "",
      venue: publication?.venue ?? "",
      year: publication?.year ? String(publication.year) : "",
      url: publication?.url ?? "",
      doi: publication?.doi ?? "",
    },
  });
  const [formError, setFormError] = useState<string>();
  const save = useSavePublication();
  const { errors } = form.formState;
  const f = (name: string) => `${id}-${name}`;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await save.mutateAsync({ userId, publicationId: publication?.id, values });
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(form.setError, error, fields));
    }
  });

  const text = (
    name: (typeof fields)[number],
    label: string,
    props: { placeholder?: string; hint?: string; wide?: boolean; inputMode?: "numeric" | "url" } = {},
  ) => (
    <Field
      id={f(name)}
      label={label}
      hint={props.hint}
      className={props.wide ? "sm:col-span-2" : undefined}
      error={fieldMessage(label.replace(/ \(optional\)$/, ""), errors[name]?.message)}
    >
      <Input
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        {...fieldA11y(f(name), errors[name], !!props.hint)}
        {...form.register(name)}
      />
    </Field>
  );

  return (
    <form
      noValidate
      aria-label={publication ? "Edit publication" : "Add a publication"}
      onSubmit={(e) => {
        e.stopPropagation();
        void submit(e);
      }}
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2"
    >
      {text("title", "Title", { wide: true })}
      {text("authors", "Authors", {
        wide: true,
        placeholder: "e.g. Lovelace, A.; Babbage, C.",
        hint: "As they appear on the publication.",
      })}
      {text("venue", "Venue", { placeholder: "Journal, conference or publisher" })}
      {text("year", "Year (optional)", { placeholder: "e.g. 2021", inputMode: "numeric" })}
      {text("doi", "DOI (optional)", { placeholder: "10.1234/abcd.5678" })}
      {text("url", "Link (optional)", { placeholder: "https://…", inputMode: "url" })}
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {publication ? "Save publication" : "Add publication"}
        </Button>
      </div>
    </form>
  );
}
