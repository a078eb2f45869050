import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "@/lib/cn";

/**
 * The sections of a card page (spec §2), in reading order; `path` is relative to `/card/:id`.
 * `/card/:id` itself shows the details.
 */
export const cardSections = [
  { path: "details", label: "Details" },
  { path: "educational-outcomes", label: "Educational outcomes" },
  { path: "resources", label: "Resources" },
  { path: "attributes", label: "Attributes" },
  { path: "authors", label: "Authors" },
  { path: "recommended-content", label: "Recommended content" },
] as const;

/** The section a card page path shows (`/card/:id` and unknown paths show the details). */
export function sectionFromPath(pathname: string) {
  const sectionPath = pathname.split("/")[3] ?? "";
  return cardSections.find((s) => s.path === sectionPath) ?? cardSections[0];
}

/** Tabs linking the sections of one card; scrolls horizontally on narrow screens. */
export function CardSectionTabs({ cardId }: { cardId: string }) {
  const navRef = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  const current = sectionFromPath(pathname);
  // The draft shown to a member asked for feedback stays the draft from tab to tab.
  const keep = new URLSearchParams(search).get("version") === "draft" ? "?version=draft" : "";

  // Keep the current tab visible when the row scrolls on a narrow screen. A page opened on its first
  // section needs no scrolling, which spares the first render a forced layout of the whole page
  // (30 ms on a fast machine, issue 12); otherwise it waits for the next frame's own layout.
  const isFirstRun = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the section changes.
  useEffect(() => {
    const isMount = isFirstRun.current;
    isFirstRun.current = false;
    if (isMount && current.path === cardSections[0].path) return;
    const frame = requestAnimationFrame(() => {
      const tab = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
      tab?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <nav
      ref={navRef}
      aria-label="Card sections"
      className="-mx-4 mb-8 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1">
        {cardSections.map((section) => (
          <li key={section.path}>
            <Link
              to={`/card/${cardId}/${section.path}${keep}`}
              aria-current={current.path === section.path ? "page" : undefined}
              className={cn(
                "-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors",
                current.path === section.path
                  ? "border-brand-600 text-brand-800"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
