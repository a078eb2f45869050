import { type Editor, useEditorState } from "@tiptap/react";
import { Toolbar } from "radix-ui";
import { Spinner } from "@/components/ui/spinner";
import { TableMenu } from "./table-menu";
import { ToolbarButton, ToolbarSeparator } from "./toolbar-button";
import { type ToolbarAction, toolbarLayout } from "./toolbar-layout";

type RichTextToolbarProps = {
  editor: Editor;
  label: string;
  onLink: () => void;
  /** Absent when the editor has nowhere to upload images. */
  onImage?: () => void;
  isUploadingImage?: boolean;
};

const mod = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform) ? "⌘" : "Ctrl+";

/**
 * The formatting toolbar (WAI-ARIA toolbar: one tab stop, arrow keys move between buttons):
 * headings, bold, italic, lists, link, image, table, undo/redo.
 */
export function RichTextToolbar({ editor, label, onLink, onImage, isUploadingImage }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      link: e.isActive("link"),
      table: e.isActive("table"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  // The editable's id from the editor's options: its view may not be mounted yet on this render.
  const attributes = editor.options.editorProps.attributes;
  const editableId = typeof attributes === "object" ? attributes.id : undefined;

  type ButtonSpec = {
    label: string;
    shortcut?: string;
    isActive?: boolean;
    disabled?: boolean;
    onClick: () => void;
  };
  const buttons: Record<Exclude<ToolbarAction, "image">, ButtonSpec> = {
    heading: {
      label: "Heading",
      isActive: state.h2,
      onClick: () => chain().toggleHeading({ level: 2 }).run(),
    },
    subheading: {
      label: "Subheading",
      isActive: state.h3,
      onClick: () => chain().toggleHeading({ level: 3 }).run(),
    },
    bold: {
      label: "Bold",
      shortcut: `${mod}B`,
      isActive: state.bold,
      onClick: () => chain().toggleBold().run(),
    },
    italic: {
      label: "Italic",
      shortcut: `${mod}I`,
      isActive: state.italic,
      onClick: () => chain().toggleItalic().run(),
    },
    bulletList: {
      label: "Bulleted list",
      isActive: state.bullet,
      onClick: () => chain().toggleBulletList().run(),
    },
    orderedList: {
      label: "Numbered list",
      isActive: state.ordered,
      onClick: () => chain().toggleOrderedList().run(),
    },
    link: {
      label: state.link ? "Edit link" : "Link",
      shortcut: `${mod}K`,
      isActive: state.link,
      onClick: onLink,
    },
    undo: {
      label: "Undo",
      shortcut: `${mod}Z`,
      disabled: !state.canUndo,
      onClick: () => chain().undo().run(),
    },
    redo: {
      label: "Redo",
      shortcut: `${mod}Shift+Z`,
      disabled: !state.canRedo,
      onClick: () => chain().redo().run(),
    },
  };

  return (
    <Toolbar.Root
      aria-label={`${label} formatting`}
      aria-controls={editableId || undefined}
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50/80 px-1.5 py-1"
    >
      {toolbarLayout.map((entry) => {
        if (entry.kind === "separator") return <ToolbarSeparator key={entry.key} />;
        if (entry.kind === "table") return <TableMenu key="table" editor={editor} isInTable={state.table} />;
        const Icon = entry.icon;
        if (entry.action === "image")
          return onImage ? (
            <ToolbarButton
              key="image"
              label="Insert image"
              onClick={onImage}
              disabled={isUploadingImage}
              aria-busy={isUploadingImage}
            >
              {isUploadingImage ? <Spinner size="sm" label="" /> : <Icon aria-hidden />}
            </ToolbarButton>
          ) : null;
        const { label: buttonLabel, ...spec } = buttons[entry.action];
        return (
          <ToolbarButton key={entry.action} label={buttonLabel} {...spec}>
            <Icon aria-hidden />
          </ToolbarButton>
        );
      })}
    </Toolbar.Root>
  );
}
