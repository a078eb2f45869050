import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

/** An icon in a round accent-tinted badge, where a person's picture would stand (a group, a system message). */
export function IconAvatar({
  icon: Icon,
  size = "sm",
  className,
}: {
  icon: LucideIcon;
  /** sm 40 px (list rows), lg 48 px (panels). */
  size?: "sm" | "lg";
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100",
        size === "sm" ? "size-10" : "size-12",
        className,
      )}
    >
      <Icon className={size === "sm" ? "size-5" : "size-6"} />
    </span>
  );
}
