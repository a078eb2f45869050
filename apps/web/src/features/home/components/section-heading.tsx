import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  className?: string;
};

/** Eyebrow, h2 and intro for a landing-page section; `id` labels the section. */
export function SectionHeading({ id, eyebrow, title, children, className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-2xl", className)}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-semibold text-balance sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-8 text-slate-600">{children}</p> : null}
    </div>
  );
}
