import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { type EditorSectionId, sectionDomId } from "../lib/sections";

type EditorSectionProps = { id: EditorSectionId; title: string; description: ReactNode; children: ReactNode };

/** One section of the editor: a card with a heading (focus target of the section nav) and a lead line. */
export function EditorSection({ id, title, description, children }: EditorSectionProps) {
  const headingId = `${sectionDomId(id)}-title`;
  return (
    <section id={sectionDomId(id)} aria-labelledby={headingId} className="scroll-mt-36">
      <Card className="p-4 sm:p-7">
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        <div className="mt-6 flex flex-col gap-7">{children}</div>
      </Card>
    </section>
  );
}

/** A titled group of fields inside a section. */
export function FieldGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 border-t border-slate-100 pt-6">
      <div>
        <h3 className="font-sans text-base font-semibold text-slate-900">{title}</h3>
        {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
