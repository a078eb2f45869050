import type { RichText } from "@keen/contracts";
import { Table2 } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, useRef } from "react";
import type { CaretTarget } from "@/components/rich-text/handover/activation";
import { toolbarButtonClass } from "@/components/rich-text/toolbar-button-class";
import { toolbarLayout } from "@/components/rich-text/toolbar-layout";
import { cn } from "@/lib/cn";
import { RichTextView } from "./rich-text-view";
import "@/components/rich-text/rich-text.css";

/** The frame of the rich-text editor (components/rich-text/rich-text-editor.tsx), drawn the same. */
export const richTextFrameClass =
  "overflow-hidden rounded-lg border border-slate-300 bg-white shadow-xs focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-brand-600/30";
export const richTextFrameInvalidClass = "border-red-600 focus-within:outline-red-600/30";

/** TipTap's own styles of its editable (injected with the editor), so the text wraps the same before. */
const proseMirrorClass =
  "relative break-words whitespace-break-spaces [font-feature-settings:'liga'_0] [font-variant-ligatures:none]";

function ToolbarIcon(props: { children: ReactNode; isDisabled?: boolean; className?: string }) {
  return (
    <span className={cn(toolbarButtonClass, props.isDisabled && "opacity-40", props.className)}>
      {props.children}
    </span>
  );
}

/** The formatting toolbar's look (same buttons, same wrapping), inert until the editor is in. */
function ToolbarLook({ hasImage }: { hasImage: boolean }) {
  return (
    <div
      aria-hidden
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50/80 px-1.5 py-1"
    >
      {toolbarLayout.map((entry) => {
        if (entry.kind === "separator")
          return <span key={entry.key} className="mx-1 h-6 w-px shrink-0 bg-slate-200" />;
        // The table menu's trigger is narrower (components/rich-text/table-menu.tsx).
        if (entry.kind === "table")
          return (
            <ToolbarIcon key="table" className="w-auto gap-1 px-2">
              <Table2 />
            </ToolbarIcon>
          );
        if (entry.action === "image" && !hasImage) return null;
        const Icon = entry.icon;
        return (
          <ToolbarIcon key={entry.action} isDisabled={entry.action === "undo" || entry.action === "redo"}>
            <Icon />
          </ToolbarIcon>
        );
      })}
    </div>
  );
}

export type StaticRichTextProps = {
  id: string;
  value: RichText | null;
  labelId: string;
  describedBy?: string;
  isInvalid?: boolean;
  placeholder?: string;
  hasImage: boolean;
  imageSrc: (src: string) => string;
  /** A pointer came over the field, or focus reached it: time to fetch the editor. */
  onIntent: () => void;
  /** The person wants to edit: put the caret there once the editor is in. */
  onActivate: (caret: CaretTarget) => void;
  /** A key pressed before the editor is in; answers whether it was kept for the editor. */
  onKey: (event: KeyboardEvent<HTMLDivElement>) => boolean;
  /** Focus left the field before the editor came: it must not take focus back. */
  onLeave: () => void;
};

/**
 * A rich-text field before its editor has loaded: the editor's frame, toolbar and text drawn from
 * the draft, a focusable textbox with the editor's name and description. Focus reaching the
 * textbox (a click, a tap, Tab) asks for the editor (`onActivate`), which takes its place without
 * a jump, with the caret where the pointer pressed.
 *
 * The field turns live on focus, never on the press itself: the browser moves focus on the
 * press's `mousedown`, which comes after `pointerdown`. Were the field swapped for the editor in
 * between (the editor's module already in, it takes over within a microtask), that `mousedown`
 * would go to the field's wrapper, which no longer holds the textbox, and focus would go to the
 * nearest focusable ancestor (`<main tabindex=-1>`), away from the editor that had just taken
 * it: everything typed next was lost.
 */
export function StaticRichText(props: StaticRichTextProps) {
  const { id, value, labelId, describedBy, isInvalid, placeholder } = props;
  const { onIntent, onActivate, onKey, onLeave } = props;
  const textbox = useRef<HTMLDivElement>(null);
  // Where the press that is about to focus the textbox went down.
  const pressedAt = useRef<CaretTarget | null>(null);
  const handlePointerDown = (event: PointerEvent) => {
    onIntent();
    pressedAt.current = event.button === 0 ? { kind: "point", x: event.clientX, y: event.clientY } : null;
  };
  // A press on the inert toolbar or the frame's edge would focus `<main>`: it is a press on the text.
  const handleMouseDown = (event: MouseEvent) => {
    const box = textbox.current;
    if (!box || box.contains(event.target as Node)) return;
    event.preventDefault();
    pressedAt.current = null;
    box.focus({ preventScroll: true });
  };
  const handleFocus = () => {
    onIntent();
    onActivate(pressedAt.current ?? { kind: "end" });
    pressedAt.current = null;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the frame hands a press to its textbox, which the keyboard reaches itself.
    <div
      className={cn(richTextFrameClass, isInvalid && richTextFrameInvalidClass)}
      onPointerEnter={onIntent}
      onPointerDown={handlePointerDown}
      onMouseDown={handleMouseDown}
    >
      <ToolbarLook hasImage={props.hasImage} />
      <div className="relative">
        {!value && placeholder ? (
          <p aria-hidden className="pointer-events-none absolute top-3 left-3.5 text-sm text-slate-400">
            {placeholder}
          </p>
        ) : null}
        <div>
          {/* biome-ignore lint/a11y/useSemanticElements: a rich-text editor's textbox (as ProseMirror's), not an input. */}
          <div
            ref={textbox}
            id={id}
            role="textbox"
            tabIndex={0}
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={isInvalid ? "true" : undefined}
            className={cn("rich-text rich-text-editor", proseMirrorClass)}
            onFocus={handleFocus}
            onBlur={onLeave}
            onKeyDown={(event) => {
              if (onKey(event)) event.preventDefault();
            }}
          >
            <RichTextView value={value} imageSrc={props.imageSrc} />
          </div>
        </div>
      </div>
    </div>
  );
}
