import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type SectionBlockProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Heading level inside the tab panel. */
  level?: "h2" | "h3";
};

/** A titled block inside a card tab. */
export function SectionBlock({
  title,
  description,
  children,
  className,
  level: Heading = "h2",
}: SectionBlockProps) {
  return (
    <section className={cn("scroll-mt-24", className)} aria-label={title}>
      <Heading className="text-xl font-semibold sm:text-2xl">{title}</Heading>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A quiet line saying a part of the card is empty. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50/60 px-4 py-5 text-sm text-slate-600">
      {children}
    </p>
  );
}
