import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type ProfileSectionProps = {
  id: string;
  title: string;
  /** Controls beside the heading (the own profile's edit button). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  level?: "h2" | "h3";
};

/** One titled part of a profile (a region named by its heading), with an optional edit control. */
export function ProfileSection({
  id,
  title,
  action,
  children,
  className,
  level: Heading = "h2",
}: ProfileSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <Heading
          id={`${id}-heading`}
          className={cn(
            Heading === "h2"
              ? "text-xl font-semibold"
              : "font-sans text-sm font-semibold tracking-wide text-slate-600 uppercase",
          )}
        >
          {title}
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A card surface around profile sections. */
export function ProfileCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        "rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-(--shadow-card) sm:p-6",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** What an empty section of the own profile says (others' empty sections are not shown). */
export function EmptyHint({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}
