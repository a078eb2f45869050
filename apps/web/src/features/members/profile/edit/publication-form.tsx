import { zodResolver } from "@hookform/resolvers/zod";
import { type Publication, type PublicationInput, PublicationInputSchema } from "@keen/contracts";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";
import { fieldMessage } from "@/lib/form-server-errors";
import { useSavePublication } from "../../api";
import { EntryForm } from "./entry-form";

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
  const save = useSavePublication();
  const { errors } = form.formState;
  const f = (name: string) => `${id}-${name}`;

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
    <EntryForm
      form={form}
      fields={fields}
      save={(values) => save.mutateAsync({ userId, publicationId: publication?.id, values })}
      isSaving={save.isPending}
      label={publication ? "Edit publication" : "Add a publication"}
      submitLabel={publication ? "Save publication" : "Add publication"}
      onCancel={onCancel}
      onSaved={onSaved}
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
    </EntryForm>
  );
}
