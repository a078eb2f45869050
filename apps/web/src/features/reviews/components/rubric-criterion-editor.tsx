import { zodResolver } from "@hookform/resolvers/zod";
import {
  type RubricCriterion,
  type RubricCriterionUpdateInput,
  RubricCriterionUpdateSchema,
} from "@keen/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input, Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";
import { applyServerErrors, fieldMessage } from "@/lib/form-server-errors";
import { notify } from "@/lib/notifications";
import { useUpdateRubricCriterion } from "../api/update-rubric-criterion";

const fields = ["name", "description", "high", "medium", "low"] as const;

const labels: Record<(typeof fields)[number], string> = {
  name: "Name",
  description: "What it judges",
  high: "High means",
  medium: "Medium means",
  low: "Low means",
};

function valuesOf(criterion: RubricCriterion): RubricCriterionUpdateInput {
  return {
    name: criterion.name,
    description: criterion.description,
    high: criterion.high,
    medium: criterion.medium,
    low: criterion.low,
  };
}

/** One rubric criterion's texts as an admin edits them, saved on its own. */
export function RubricCriterionEditor({ criterion }: { criterion: RubricCriterion }) {
  const form = useForm<RubricCriterionUpdateInput>({
    resolver: zodResolver(RubricCriterionUpdateSchema),
    defaultValues: valuesOf(criterion),
  });
  const save = useUpdateRubricCriterion();
  const [formError, setFormError] = useState<string>();
  const { errors, isDirty, isSubmitting } = form.formState;
  const idOf = (field: string) => `rubric-${criterion.key}-${field}`;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await save.mutateAsync({ key: criterion.key, changes: values });
      form.reset(valuesOf(saved));
      notify({
        type: "success",
        title: "Criterion saved",
        message: `Reviewers now see the new texts of ${saved.name}.`,
      });
    } catch (error) {
      setFormError(applyServerErrors(form.setError, error, fields));
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={idOf("heading")}>
        <h2 id={idOf("heading")} className="flex items-baseline gap-2 font-sans text-lg font-semibold">
          <span className="text-sm font-semibold text-slate-400 tabular-nums">{criterion.position}.</span>
          {criterion.name}
        </h2>
        <div className="mt-4 grid gap-4">
          {fields.map((field) => {
            const id = idOf(field);
            const message = fieldMessage(labels[field], errors[field]?.message);
            const Control = field === "name" ? Input : Textarea;
            return (
              <Field key={field} id={id} label={labels[field]} error={message}>
                <Control
                  {...form.register(field)}
                  {...fieldA11y(id, message)}
                  {...(field === "name" ? {} : { rows: 2, className: "min-h-16" })}
                />
              </Field>
            );
          })}
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
          {formError ? (
            <p role="alert" className="mr-auto text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          <Button
            type="button"
            variant="ghost"
            disabled={!isDirty || isSubmitting}
            onClick={() => form.reset()}
          >
            Discard
          </Button>
          <Button type="submit" disabled={!isDirty} isLoading={isSubmitting}>
            Save {criterion.name}
          </Button>
        </div>
      </form>
    </Card>
  );
}
