import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Spinner } from "./spinner";

/** Button variants of spec §9. */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
        destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
        outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
        secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100",
        ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
        link: "text-brand-700 underline-offset-4 hover:underline",
        gradient:
          "bg-gradient-to-r from-brand-600 via-brand-700 to-brand-900 text-white shadow-sm hover:from-brand-700 hover:to-brand-950",
        black: "bg-slate-900 text-white shadow-sm hover:bg-slate-800",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        default: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean; isLoading?: boolean };

/** The product's button; `asChild` renders the styles onto a child such as a router `Link`. */
export function Button({
  className,
  variant,
  size,
  asChild,
  isLoading,
  children,
  disabled,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {isLoading ? <Spinner size="sm" className="text-current" label="" /> : null}
          {children}
        </>
      )}
    </Comp>
  );
}
