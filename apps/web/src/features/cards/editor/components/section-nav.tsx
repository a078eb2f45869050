import { CircleAlert } from "lucide-react";
import { Select } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useActiveSection } from "../hooks/use-active-section";
import { type EditorSectionId, editorSections, goToSection, sectionDomId } from "../lib/sections";

type SectionNavProps = {
  /** Sections holding a field that needs attention (invalid or in conflict). */
  flagged: ReadonlySet<string>;
};

/** The editor's section list: a sticky side nav on wide screens. */
export function SectionNav({ flagged }: SectionNavProps) {
  const active = useActiveSection();
  return (
    <nav aria-label="Card sections" className="sticky top-36 hidden lg:block">
      <ol className="flex flex-col gap-0.5 border-l border-slate-200">
        {editorSections.map((section) => {
          const isActive = section.id === active;
          return (
            <li key={section.id}>
              <a
                href={`#${sectionDomId(section.id)}`}
                aria-current={isActive ? "location" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  goToSection(section.id);
                }}
                className={cn(
                  "-ml-px flex items-center gap-2 border-l-2 py-1.5 pr-2 pl-4 text-sm transition-colors",
                  isActive
                    ? "border-brand-600 font-medium text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                {section.label}
                {flagged.has(section.id) ? (
                  <>
                    <CircleAlert aria-hidden className="size-3.5 text-amber-600" />
                    <span className="sr-only">(needs attention)</span>
                  </>
                ) : null}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The same list as a select, for narrow screens (inside the sticky bar). */
export function SectionSelect({ flagged }: SectionNavProps) {
  const active = useActiveSection();
  return (
    <div className="lg:hidden">
      <label htmlFor="editor-section-select" className="sr-only">
        Jump to section
      </label>
      <Select
        id="editor-section-select"
        value={active}
        onChange={(event) => goToSection(event.target.value as EditorSectionId)}
        className="h-9"
      >
        {editorSections.map((section) => (
          <option key={section.id} value={section.id}>
            {section.label}
            {flagged.has(section.id) ? " (needs attention)" : ""}
          </option>
        ))}
      </Select>
    </div>
  );
}
