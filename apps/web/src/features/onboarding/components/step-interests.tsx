import { useController } from "react-hook-form";
import { type LookupKind, useLookupList } from "@/features/members";
import type { OnboardingForm } from "../lib/form";
import { ChoiceList } from "./choice-list";

type ListFieldProps = {
  form: OnboardingForm;
  name: "disciplineIds" | "interestIds" | "membershipIds";
  kind: LookupKind;
  legend: string;
  hint: string;
};

function LookupField({ form, name, kind, legend, hint }: ListFieldProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  const list = useLookupList(kind);
  return (
    <ChoiceList
      legend={legend}
      hint={hint}
      options={list.data}
      isLoading={list.isLoading}
      value={field.value ?? []}
      onChange={field.onChange}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}

/** Step 3: disciplines (at least one), interests and professional memberships. */
export function StepInterests({ form }: { form: OnboardingForm }) {
  return (
    <div className="flex flex-col gap-6">
      <LookupField
        form={form}
        name="disciplineIds"
        kind="Disciplines"
        legend="Disciplines"
        hint="Choose at least one: the fields you teach in."
      />
      <LookupField
        form={form}
        name="interestIds"
        kind="Interests"
        legend="Interests"
        hint="Optional: topics you would like to see more of."
      />
      <LookupField
        form={form}
        name="membershipIds"
        kind="Memberships"
        legend="Professional memberships"
        hint="Optional: societies you belong to."
      />
    </div>
  );
}
