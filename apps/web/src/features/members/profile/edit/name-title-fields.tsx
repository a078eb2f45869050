import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";

type NameTitleField = "firstName" | "lastName" | "title";

type NameTitleFieldsProps = {
  /** Prefix of the inputs' ids (`${idPrefix}-first-name`). */
  idPrefix: string;
  /** The form's `register`. */
  register: (name: NameTitleField) => UseFormRegisterReturn;
  errors: Partial<Record<NameTitleField, FieldError>>;
};

/**
 * A member's first name, last name (side by side) and title (full width), for a two-column grid:
 * the profile's "About you" form and onboarding's first step.
 */
export function NameTitleFields({ idPrefix, register, errors }: NameTitleFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <Field id={id("first-name")} label="First name" error={errors.firstName?.message}>
        <Input
          autoComplete="given-name"
          {...fieldA11y(id("first-name"), errors.firstName)}
          {...register("firstName")}
        />
      </Field>
      <Field id={id("last-name")} label="Last name" error={errors.lastName?.message}>
        <Input
          autoComplete="family-name"
          {...fieldA11y(id("last-name"), errors.lastName)}
          {...register("lastName")}
        />
      </Field>
      <Field
        id={id("title")}
        label="Title"
        className="sm:col-span-2"
        hint="Your role, e.g. “Associate Professor of Mechanical Engineering”."
        error={errors.title?.message}
      >
        <Input
          autoComplete="organization-title"
          {...fieldA11y(id("title"), errors.title, true)}
          {...register("title")}
        />
      </Field>
    </>
  );
}
