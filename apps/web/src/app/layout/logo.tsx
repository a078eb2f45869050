import { Link } from "react-router";
import { cn } from "@/lib/cn";

/** The stacked-cards mark (same drawing as the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("size-8 shrink-0", className)} aria-hidden>
      <rect width="32" height="32" rx="8" fill="#2456c4" />
      <rect x="8" y="9" width="13" height="16" rx="2" fill="#fff" opacity=".55" />
      <rect x="11" y="7" width="13" height="16" rx="2" fill="#fff" />
      <rect x="13.5" y="10.5" width="8" height="1.6" rx=".8" fill="#2456c4" />
      <rect x="13.5" y="13.8" width="5.5" height="1.6" rx=".8" fill="#8cb0f7" />
    </svg>
  );
}

/**
 * The product logo: mark plus "KEEN Cards" wordmark, linking home. `isCompactOnPhones` drops the
 * wordmark below 440 px, where a member's header also holds the messages and notifications icons.
 */
export function Logo({ className, isCompactOnPhones }: { className?: string; isCompactOnPhones?: boolean }) {
  return (
    <Link
      to="/"
      className={cn("flex shrink-0 items-center gap-2.5 rounded-lg", className)}
      aria-label="KEEN Cards home"
    >
      <LogoMark />
      <span
        className={cn(
          "font-serif text-xl leading-none font-semibold tracking-tight text-slate-900",
          isCompactOnPhones && "max-[27.5rem]:hidden",
        )}
      >
        KEEN <span className="text-brand-700">Cards</span>
      </span>
    </Link>
  );
}
