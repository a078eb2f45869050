import { Toolbar } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { toolbarButtonClass } from "./toolbar-button-class";

export { toolbarButtonClass };

type ToolbarButtonProps = Omit<ComponentProps<typeof Toolbar.Button>, "children"> & {
  label: string;
  /** Keyboard shortcut shown in the tooltip, e.g. "Ctrl+B". */
  shortcut?: string;
  /** Set for toggles (bold, lists): announced as pressed or not. */
  isActive?: boolean;
  children: ReactNode;
};

/** An icon button of the rich-text toolbar, named for screen readers and with its shortcut in the tooltip. */
export function ToolbarButton({
  label,
  shortcut,
  isActive,
  className,
  children,
  ...props
}: ToolbarButtonProps) {
  return (
    <Toolbar.Button
      type="button"
      aria-label={label}
      aria-pressed={isActive === undefined ? undefined : isActive}
      title={shortcut ? `${label} (${shortcut})` : label}
      className={cn(toolbarButtonClass, className)}
      // Keep the editor's selection: a mouse press on the toolbar must not blur the document.
      onMouseDown={(event) => event.preventDefault()}
      {...props}
    >
      {children}
    </Toolbar.Button>
  );
}

/** A thin divider between toolbar groups. */
export function ToolbarSeparator() {
  return <Toolbar.Separator className="mx-1 h-6 w-px shrink-0 bg-slate-200" />;
}
