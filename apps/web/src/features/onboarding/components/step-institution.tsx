import type { InstitutionSummary } from "@keen/contracts";
import { Building2, List } from "lucide-react";
import { useController, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import type { OnboardingForm } from "../lib/form";
import { InstitutionPicker } from "./institution-picker";
import { UnlistedInstitutionFields } from "./unlisted-institution-fields";

type StepInstitutionProps = {
  form: OnboardingForm;
  selected: InstitutionSummary | undefined;
  onSelect: (institution: InstitutionSummary) => void;
};

/**
 * Step 2: the member's institution, chosen from the list, or, when it isn't listed, named with
 * its city, country and website for the admins to add (onboarding finishes without waiting).
 */
export function StepInstitution({ form, selected, onSelect }: StepInstitutionProps) {
  const { field, fieldState } = useController({ control: form.control, name: "institutionId" });
  const choice = useWatch({ control: form.control, name: "institutionChoice" });
  const choose = (next: "listed" | "unlisted") => {
    form.setValue("institutionChoice", next);
    form.clearErrors(["institutionId", "proposal"]);
  };

  if (choice === "unlisted") {
    return (
      <div className="flex flex-col gap-4">
        <UnlistedInstitutionFields form={form} />
        <Button type="button" variant="link" className="self-start px-0" onClick={() => choose("listed")}>
          <List aria-hidden />
          Choose from the list instead
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
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
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-dashed border-slate-300 px-3 py-2.5 text-sm text-slate-600">
        <Building2 aria-hidden className="size-4 shrink-0 text-slate-400" />
        <span>Can't find it?</span>
        <Button type="button" variant="link" className="h-auto px-0" onClick={() => choose("unlisted")}>
          My institution isn't listed
        </Button>
      </div>
    </div>
  );
}
