import type { InstitutionSummary } from "@keen/contracts";
import { useController } from "react-hook-form";
import type { OnboardingForm } from "../lib/form";
import { InstitutionPicker } from "./institution-picker";

type StepInstitutionProps = {
  form: OnboardingForm;
  selected: InstitutionSummary | undefined;
  onSelect: (institution: InstitutionSummary) => void;
};

/** Step 2: the member's institution. */
export function StepInstitution({ form, selected, onSelect }: StepInstitutionProps) {
  const { field, fieldState } = useController({ control: form.control, name: "institutionId" });
  return (
    <InstitutionPicker
      value={field.value}
      selected={selected}
      error={fieldState.error?.message}
      inputRef={field.ref}
      onChange={(institution) => {
        onSelect(institution);
        field.onChange(institution.id);
      }}
    />
  );
}
