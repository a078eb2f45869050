import { NameTitleFields } from "@/features/members";
import type { OnboardingForm } from "../lib/form";

/** Step 1: name and title. */
export function StepProfile({ form }: { form: OnboardingForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NameTitleFields idPrefix="onboarding" register={form.register} errors={form.formState.errors} />
    </div>
  );
}
