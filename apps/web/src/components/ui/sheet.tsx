import { Dialog as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { ModalCloseButton, ModalOverlay } from "./modal-parts";

/** A side panel built on the Radix dialog: focus is trapped inside, Escape and the close button dismiss it. */
export const Sheet = Primitive.Root;
export const SheetTrigger = Primitive.Trigger;
export const SheetClose = Primitive.Close;

type SheetContentProps = ComponentProps<typeof Primitive.Content> & { side?: "left" | "right" };

/** The sliding panel with its backdrop and a labelled close button. */
export function SheetContent({ className, children, side = "right", ...props }: SheetContentProps) {
  return (
    <Primitive.Portal>
      <ModalOverlay />
      <Primitive.Content
        className={cn(
          "fixed inset-y-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-(--shadow-pop) outline-none",
          side === "right"
            ? "right-0 motion-safe:data-[state=open]:animate-in-right"
            : "left-0 motion-safe:data-[state=open]:animate-in-left",
          className,
        )}
        {...props}
      >
        {children}
        <ModalCloseButton label="Close menu" />
      </Primitive.Content>
    </Primitive.Portal>
  );
}

/** The sheet's accessible title. */
export function SheetTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn("font-serif text-lg font-semibold", className)} {...props} />;
}

/** The sheet's accessible description (may be visually hidden by the caller). */
export function SheetDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn("text-sm text-slate-600", className)} {...props} />;
}
