import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn";

const spinnerVariants = cva("animate-spin text-brand-600", {
  variants: { size: { sm: "size-4", md: "size-6", lg: "size-10", xl: "size-16" } },
  defaultVariants: { size: "md" },
});

type SpinnerProps = VariantProps<typeof spinnerVariants> & { className?: string; label?: string };

/** A circular loading indicator in the sizes of spec §9 (sm, md, lg, xl). */
export function Spinner({ size, className, label = "Loading" }: SpinnerProps) {
  return (
    <svg
      // No merge without extra classes: the start-up spinner is the first render, before tailwind-merge is warm.
      className={className ? cn(spinnerVariants({ size }), className) : spinnerVariants({ size })}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? "status" : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Full-screen spinner shown while authentication loads (spec §2 "General screens"). It also fills
 * one screen height in the page flow (hidden under it), so the footer of a page that loads behind
 * it starts below the fold instead of jumping down when the page arrives (Lighthouse counted that
 * jump as a layout shift of 0.34 on the card page). `index.html` paints the same markup before the
 * JavaScript arrives (the first paint, decision 0021): keep the two alike.
 */
export function FullScreenSpinner() {
  return (
    <div className="min-h-dvh">
      <div className="fixed inset-0 z-50 grid place-items-center bg-white">
        <Spinner size="xl" />
      </div>
    </div>
  );
}
