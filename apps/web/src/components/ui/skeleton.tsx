import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Placeholder block shown while content loads inside a page (instead of a spinner). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200/70", className)} {...props} />;
}
