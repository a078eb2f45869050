import { zodResolver } from "@hookform/resolvers/zod";
import type { InstitutionSummary, User } from "@keen/contracts";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { useCompleteOnboarding } from "../api/complete-onboarding";
import { useProposeInstitution } from "../api/propose-institution";
import {
  initialOnboardingValues,
  type OnboardingFormInput,
  type OnboardingFormOutput,
  OnboardingFormSchema,
  toOnboardingInput,
} from "../lib/form";
import { firstStepWith, type OnboardingField, onboardingSteps, toOnboardingField } from "../lib/steps";
import { ProgressSteps } from "./progress-steps";
import { StepInstitution } from "./step-institution";
import { StepInterests } from "./step-interests";
import { StepProfile } from "./step-profile";

type OnboardingFormProps = { member: User | undefined; onDone: () => void };

/** The three-step onboarding form: each step is validated before moving on, the server has the last word. */
export function OnboardingForm({ member, onDone }: OnboardingFormProps) {
  const form = useForm<OnboardingFormInput, unknown, OnboardingFormOutput>({
    resolver: zodResolver(OnboardingFormSchema),
    defaultValues: initialOnboardingValues(member),
    mode: "onTouched",
  });
  const [step, setStep] = useState(0);
  const [formError, setFormError] = useState<string>();
  const [institution, setInstitution] = useState<InstitutionSummary | undefined>(member?.institutions[0]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const save = useCompleteOnboarding();
  const propose = useProposeInstitution();
  const current = onboardingSteps[step]!;
  const isLast = step === onboardingSteps.length - 1;

  useEffect(() => {
    // Move focus to the new step's heading so keyboard and screen-reader users know where they are.
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  /** Puts the server's field errors on their fields and shows the first step holding one. */
  const showServerErrors = (error: unknown, toField: (field: string) => string | undefined) => {
    if (!isApiError(error, "validation_error") && !isApiError(error, "conflict")) return; // already notified
    const fields: OnboardingField[] = [];
    for (const issue of error.details) {
      const field = toField(issue.field);
      const stepField = field && toOnboardingField(field);
      if (field && stepField) {
        fields.push(stepField);
        form.setError(field as Path<OnboardingFormInput>, { type: "server", message: issue.message });
      }
    }
    if (fields.length) setStep(firstStepWith(fields));
    else setFormError(error.message);
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    if (values.institutionChoice === "unlisted") {
      try {
        await propose.mutateAsync(values.proposal);
      } catch (error) {
        showServerErrors(error, (field) => `proposal.${field}`);
        return;
      }
    }
    try {
      await save.mutateAsync(toOnboardingInput(values));
      onDone();
    } catch (error) {
      showServerErrors(error, (field) => field);
    }
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isLast) {
      if (await form.trigger(current.fields, { shouldFocus: true })) setStep(step + 1);
      return;
    }
    await submit(event);
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(e)} className="flex flex-col gap-6">
      <ProgressSteps steps={onboardingSteps} current={step} />
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {current.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{current.description}</p>
      </div>
      {current.id === "profile" ? <StepProfile form={form} /> : null}
      {current.id === "institution" ? (
        <StepInstitution form={form} selected={institution} onSelect={setInstitution} />
      ) : null}
      {current.id === "interests" ? <StepInterests form={form} /> : null}
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
        {step > 0 ? (
          <Button type="button" variant="ghost" onClick={() => setStep(step - 1)}>
            <ArrowLeft aria-hidden />
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" isLoading={save.isPending || propose.isPending}>
          {isLast ? "Finish" : "Next"}
          {isLast ? null : <ArrowRight aria-hidden />}
        </Button>
      </div>
    </form>
  );
}
