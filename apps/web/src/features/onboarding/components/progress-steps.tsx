import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import type { OnboardingStep } from "../lib/steps";

/** Where the member is in the onboarding steps: numbered, with the finished ones ticked. */
export function ProgressSteps({ steps, current }: { steps: readonly OnboardingStep[]; current: number }) {
  return (
    <nav aria-label="Onboarding progress">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
        Step {current + 1} of {steps.length}
      </p>
      <ol className="mt-3 flex items-center gap-2">
        {steps.map((step, index) => {
          const isDone = index < current;
          const isCurrent = index === current;
          return (
            <li
              key={step.id}
              className={cn("flex items-center gap-2", index < steps.length - 1 && "flex-1")}
              aria-current={isCurrent ? "step" : undefined}
            >
              <span
                className={cn(
                  "grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold ring-1",
                  isDone && "bg-brand-600 text-white ring-brand-600",
                  isCurrent && "bg-brand-50 text-brand-800 ring-2 ring-brand-600",
                  !isDone && !isCurrent && "bg-white text-slate-500 ring-slate-300",
                )}
              >
                {isDone ? <Check aria-hidden className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  // Narrow screens show the numbers only; screen readers still hear every step's name.
                  "sr-only text-sm sm:not-sr-only",
                  isCurrent ? "font-medium text-slate-900" : "text-slate-500",
                )}
              >
                {step.title}
                {isDone ? <span className="sr-only"> (done)</span> : null}
              </span>
              {index < steps.length - 1 ? (
                <span aria-hidden className={cn("h-px flex-1", isDone ? "bg-brand-600" : "bg-slate-200")} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
