/** The sections of the editor, in page order; `id` is also the anchor (`#section-{id}`). */
export const editorSections = [
  { id: "details", label: "Details" },
  { id: "outcomes", label: "Educational outcomes" },
  { id: "resources", label: "Resources" },
  { id: "attributes", label: "Attributes" },
  { id: "people", label: "Authors & editors" },
] as const;
export type EditorSectionId = (typeof editorSections)[number]["id"];

export const sectionDomId = (id: EditorSectionId) => `section-${id}`;

/** Scrolls to a section and moves focus to its heading, so keyboard users land there too. */
export function goToSection(id: EditorSectionId): void {
  const section = document.getElementById(sectionDomId(id));
  if (!section) return;
  section.scrollIntoView?.({ behavior: "smooth", block: "start" });
  section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${sectionDomId(id)}`);
}
