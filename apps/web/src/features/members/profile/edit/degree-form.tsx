import { zodResolver } from "@hookform/resolvers/zod";
import { type Degree, type DegreeInput, DegreeInputSchema, DegreeLevelSchema } from "@keen/contracts";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Input, Select } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";
import { fieldMessage } from "@/lib/form-server-errors";
import { useSaveDegree } from "../../api";
import { degreeLevelLabels } from "../../components/degree-text";
import { EntryForm } from "./entry-form";

/** The form's text fields, turned into the API's degree input and checked with its schema. */
const DegreeFormSchema = z
  .object({ level: z.string(), field: z.string(), institutionName: z.string(), year: z.string() })
  // The level comes from a select of the schema's own options; the pipe checks it all the same.
  .transform((v) => ({ ...v, year: v.year.trim() === "" ? null : Number(v.year) }) as DegreeInput)
  .pipe(DegreeInputSchema);
type DegreeFormValues = z.input<typeof DegreeFormSchema>;
type DegreeFormOutput = z.output<typeof DegreeFormSchema>;
const fields = ["level", "field", "institutionName", "year"] as const;

type DegreeFormProps = {
  userId: string;
  degree?: Degree;
  /** Names offered while typing the institution (the member's own institutions). */
  institutionSuggestions: string[];
  /** Leaves the form without saving. */
  onDone: () => void;
  /** Called after the degree was saved. */
  onSaved: () => void;
};

/** Add or change one degree: level, field, institution and year. */
export function DegreeForm({ userId, degree, institutionSuggestions, onDone, onSaved }: DegreeFormProps) {
  const id = useId();
  const form = useForm<DegreeFormValues, unknown, DegreeFormOutput>({
    resolver: zodResolver(DegreeFormSchema),
    defaultValues: {
      level: degree?.level ?? "Doctorate",
      field: degree?.field ?? "",
      institutionName: degree?.institutionName ?? "",
      year: degree?.year ? String(degree.year) : "",
    },
  });
  const save = useSaveDegree();
  const { errors } = form.formState;
  const f = (name: string) => `${id}-${name}`;

  return (
    <EntryForm
      form={form}
      fields={fields}
      save={(values) => save.mutateAsync({ userId, degreeId: degree?.id, values })}
      isSaving={save.isPending}
      label={degree ? "Edit degree" : "Add a degree"}
      submitLabel={degree ? "Save degree" : "Add degree"}
      onCancel={onDone}
      onSaved={onSaved}
    >
      <Field id={f("level")} label="Level" error={fieldMessage("Level", errors.level?.message)}>
        <Select {...fieldA11y(f("level"), errors.level)} {...form.register("level")}>
          {DegreeLevelSchema.options.map((level) => (
            <option key={level} value={level}>
              {degreeLevelLabels[level]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={f("year")} label="Year (optional)" error={fieldMessage("Year", errors.year?.message)}>
        <Input
          inputMode="numeric"
          placeholder="e.g. 2012"
          {...fieldA11y(f("year"), errors.year)}
          {...form.register("year")}
        />
      </Field>
      <Field
        id={f("field")}
        label="Field"
        className="sm:col-span-2"
        error={fieldMessage("Field", errors.field?.message)}
      >
        <Input
          placeholder="e.g. Mechanical Engineering"
          {...fieldA11y(f("field"), errors.field)}
          {...form.register("field")}
        />
      </Field>
      <Field
        id={f("institution")}
        label="Institution"
        className="sm:col-span-2"
        error={fieldMessage("Institution", errors.institutionName?.message)}
      >
        <Input
          list={f("institutions")}
          placeholder="e.g. Purdue University"
          {...fieldA11y(f("institution"), errors.institutionName)}
          {...form.register("institutionName")}
        />
      </Field>
      <datalist id={f("institutions")}>
        {institutionSuggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </EntryForm>
  );
}
