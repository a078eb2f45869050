import { DropdownMenu as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Radix dropdown menu with the product's styling (keyboard: arrows, Home/End, type-ahead, Escape). */
export const DropdownMenu = Primitive.Root;
export const DropdownMenuTrigger = Primitive.Trigger;
export const DropdownMenuGroup = Primitive.Group;

/** The floating panel of a dropdown menu, portalled above the page. */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  align = "end",
  ...props
}: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          "z-50 min-w-56 overflow-hidden rounded-xl border border-slate-200 bg-white p-1.5 text-slate-800 shadow-(--shadow-pop)",
          "motion-safe:data-[state=open]:animate-in-fade",
          className,
        )}
        {...props}
      />
    </Primitive.Portal>
  );
}

/** One selectable entry; use `asChild` to render a router `Link`. */
export function DropdownMenuItem({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof Primitive.Item> & {
  /** "destructive" for an item that deletes or leaves something: red, with a red icon. */
  variant?: "default" | "destructive";
}) {
  return (
    <Primitive.Item
      className={cn(
        "flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none transition-colors",
        "data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        "[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-500 data-[highlighted]:[&_svg]:text-brand-700",
        variant === "destructive" &&
          "text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 [&_svg]:text-red-600 data-[highlighted]:[&_svg]:text-red-700",
        className,
      )}
      {...props}
    />
  );
}

/** Non-interactive heading inside a menu. */
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Primitive.Label>) {
  return <Primitive.Label className={cn("px-2.5 py-2 text-sm", className)} {...props} />;
}

/** Thin divider between menu groups. */
export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Primitive.Separator>) {
  return <Primitive.Separator className={cn("-mx-1.5 my-1.5 h-px bg-slate-200", className)} {...props} />;
}
