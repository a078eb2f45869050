import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map (its first call's 10–30 ms on a fast machine) while the page
 * waits on the network, instead of inside the first render of a page (issue 12, total blocking
 * time). Harmless when the first render already did it.
 */
export function warmUpClassMerging(): void {
  const warm = () => void twMerge("p-0", "p-1");
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(warm, { timeout: 2000 });
  else window.setTimeout(warm, 0);
}
