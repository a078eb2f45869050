import { onDemand } from "@/lib/on-demand";

/**
 * The live rich-text editor's module (TipTap, ProseMirror and the live binding, ~140 KB gz), loaded
 * when a pointer enters a field or focus reaches one, so it is usually in before the click. Fields
 * shown after it has loaded start live.
 */
export const liveRichText = onDemand(() => import("./rich-text-live"));

export type LiveRichTextModule = typeof import("./rich-text-live");
