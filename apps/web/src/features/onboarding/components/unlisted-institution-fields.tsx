import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { fieldA11y } from "@/lib/field-a11y";
import type { OnboardingForm } from "../lib/form";

const id = (name: string) => `onboarding-proposal-${name}`;

/**
 * The institution a member names when theirs isn't listed: name (required), city, country and
 * website. The admins add it (or link the member to the listed one it is); the member is told.
 */
export function UnlistedInstitutionFields({ form }: { form: OnboardingForm }) {
  const errors = form.formState.errors.proposal;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-sm font-medium text-slate-800">Your institution isn't listed yet</legend>
      <p className="-mt-2 text-sm text-slate-600">
        Tell us what it is called and where it is. You can finish setting up now: an admin adds it to KEEN
        Cards, usually within a few days, and we let you know.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={id("name")}
          label="Institution name"
          className="sm:col-span-2"
          error={errors?.name?.message}
        >
          <Input
            autoComplete="organization"
            placeholder="e.g. Colorado School of Mines"
            {...fieldA11y(id("name"), errors?.name)}
            {...form.register("proposal.name")}
          />
        </Field>
        <Field id={id("city")} label="City" error={errors?.city?.message}>
          <Input
            autoComplete="address-level2"
            {...fieldA11y(id("city"), errors?.city)}
            {...form.register("proposal.city")}
          />
        </Field>
        <Field id={id("country")} label="Country" error={errors?.country?.message}>
          <Input
            autoComplete="country-name"
            {...fieldA11y(id("country"), errors?.country)}
            {...form.register("proposal.country")}
          />
        </Field>
        <Field
          id={id("website")}
          label="Website"
          className="sm:col-span-2"
          hint="Optional. The institution's home page, starting with https://"
          error={errors?.website?.message}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            {...fieldA11y(id("website"), errors?.website, true)}
            {...form.register("proposal.website")}
          />
        </Field>
      </div>
    </fieldset>
  );
}
