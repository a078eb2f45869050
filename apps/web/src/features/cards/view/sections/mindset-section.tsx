import type { CardMindset } from "@keen/contracts";
import { CheckCircle2, Circle, ClipboardCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { EmptyNote, SectionBlock } from "./section-block";

const aspects = [
  { key: "curiosity", label: "Curiosity", hint: "Demonstrate constant curiosity about our changing world." },
  {
    key: "connections",
    label: "Connections",
    hint: "Integrate information from many sources to gain insight.",
  },
  {
    key: "creatingValue",
    label: "Creating Value",
    hint: "Identify unexpected opportunities to create value.",
  },
] as const;

/** The entrepreneurial-mindset part of the outcomes: the 3Cs with elaborations, and indicators. */
export function MindsetSection({ mindset }: { mindset: CardMindset }) {
  const hasAny = aspects.some((a) => mindset[a.key].isSelected) || mindset.indicators.length > 0;
  return (
    <SectionBlock
      title="Entrepreneurial mindset"
      description="How the card develops the 3Cs of the entrepreneurial mindset."
    >
      {hasAny ? (
        <div className="space-y-8">
          <ul className="grid gap-4 md:grid-cols-3">
            {aspects.map((aspect) => {
              const value = mindset[aspect.key];
              return (
                <li
                  key={aspect.key}
                  className={cn(
                    "rounded-xl border p-4",
                    value.isSelected ? "border-brand-200 bg-brand-50/60" : "border-slate-200 bg-slate-50/50",
                  )}
                >
                  <h3 className="flex items-center gap-2 font-sans text-base font-semibold">
                    {value.isSelected ? (
                      <CheckCircle2 className="size-4 text-brand-700" aria-hidden />
                    ) : (
                      <Circle className="size-4 text-slate-400" aria-hidden />
                    )}
                    {aspect.label}
                    <span className="sr-only">{value.isSelected ? "(addressed)" : "(not addressed)"}</span>
                  </h3>
                  <p
                    className={cn(
                      "mt-2 text-sm leading-6",
                      value.isSelected ? "text-slate-700" : "text-slate-500",
                    )}
                  >
                    {value.isSelected
                      ? value.elaboration.trim() || aspect.hint
                      : "Not addressed by this card."}
                  </p>
                </li>
              );
            })}
          </ul>
          {mindset.indicators.length > 0 ? (
            <div>
              <h3 className="font-sans text-base font-semibold">Indicators</h3>
              <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {mindset.indicators.map((indicator) => (
                  <li key={indicator.id} className="flex items-start justify-between gap-4 px-4 py-3 text-sm">
                    <span className="leading-6 text-slate-700">{indicator.text}</span>
                    {indicator.isAssessed ? (
                      <Badge variant="success" className="shrink-0">
                        <ClipboardCheck className="size-3" aria-hidden />
                        Assessed
                      </Badge>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : (
        <EmptyNote>The authors have not aligned this card with the 3Cs yet.</EmptyNote>
      )}
    </SectionBlock>
  );
}
