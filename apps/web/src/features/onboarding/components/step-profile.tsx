import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import type { OnboardingForm } from "../lib/form";

/** Step 1: name and title. */
export function StepProfile({ form }: { form: OnboardingForm }) {
  const { register, formState } = form;
  const { errors } = formState;
  const a11y = (id: string, error: unknown, hasHint = false) => ({
    id,
    "aria-invalid": !!error || undefined,
    "aria-describedby": error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="onboarding-first-name" label="First name" error={errors.firstName?.message}>
        <Input
          autoComplete="given-name"
          {...a11y("onboarding-first-name", errors.firstName)}
          {...register("firstName")}
        />
      </Field>
      <Field id="onboarding-last-name" label="Last name" error={errors.lastName?.message}>
        <Input
          autoComplete="family-name"
          {...a11y("onboarding-last-name", errors.lastName)}
          {...register("lastName")}
        />
      </Field>
      <Field
        id="onboarding-title"
        label="Title"
        className="sm:col-span-2"
        hint="Your role, e.g. “Associate Professor of Mechanical Engineering”."
        error={errors.title?.message}
      >
        <Input
          autoComplete="organization-title"
          {...a11y("onboarding-title", errors.title, true)}
          {...register("title")}
        />
      </Field>
    </div>
  );
}
