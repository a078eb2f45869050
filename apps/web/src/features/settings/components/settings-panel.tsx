import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type SettingsPanelProps = {
  id: string;
  title: string;
  description?: ReactNode;
  /** Controls at the top right of the panel (e.g. an edit button). */
  actions?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
  className?: string;
};

/** One group of settings: a titled card (a region named by its heading) holding a form or list. */
export function SettingsPanel({
  id,
  title,
  description,
  actions,
  tone = "default",
  children,
  className,
}: SettingsPanelProps) {
  const isDanger = tone === "danger";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-(--radius-card) border bg-white shadow-(--shadow-card)",
        isDanger ? "border-red-200" : "border-slate-200",
        className,
      )}
    >
      <div
        className={cn(
          "flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b px-5 py-4 sm:px-6",
          isDanger ? "border-red-100 bg-red-50/50" : "border-slate-100",
        )}
      >
        <div className="min-w-0 max-w-prose">
          <h3
            id={`${id}-title`}
            className={cn("font-sans text-base font-semibold", isDanger ? "text-red-800" : "text-slate-900")}
          >
            {title}
          </h3>
          {description ? <p className="mt-1 text-sm leading-6 text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}
