import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  Undo2,
} from "lucide-react";

/** The formatting toolbar's buttons, by what they do. */
export type ToolbarAction =
  | "heading"
  | "subheading"
  | "bold"
  | "italic"
  | "bulletList"
  | "orderedList"
  | "link"
  | "image"
  | "undo"
  | "redo";

export type ToolbarEntry =
  | { kind: "button"; action: ToolbarAction; icon: LucideIcon }
  | { kind: "table" }
  | { kind: "separator"; key: string };

const button = (action: ToolbarAction, icon: LucideIcon): ToolbarEntry => ({ kind: "button", action, icon });
/** A separator between groups, named by the group it ends (a stable React key). */
const separator = (key: string): ToolbarEntry => ({ kind: "separator", key });

/**
 * The toolbar's order, drawn by the live toolbar (rich-text-toolbar.tsx) and by the inert one a
 * field shows before its editor has loaded (features/cards/editor/components/fields/rich-text-static.tsx):
 * a button added here appears in both.
 */
export const toolbarLayout: ToolbarEntry[] = [
  button("heading", Heading2),
  button("subheading", Heading3),
  separator("headings"),
  button("bold", Bold),
  button("italic", Italic),
  separator("emphasis"),
  button("bulletList", List),
  button("orderedList", ListOrdered),
  separator("lists"),
  button("link", Link2),
  button("image", ImagePlus),
  { kind: "table" },
  separator("insert"),
  button("undo", Undo2),
  button("redo", Redo2),
];
