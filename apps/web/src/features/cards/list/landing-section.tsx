import type { ReactNode } from "react";

type LandingSectionProps = {
  id: string;
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
};

/** A titled band of the cards landing page. */
export function LandingSection({ id, title, description, action, children }: LandingSectionProps) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
