import { onDemand } from "@/lib/on-demand";

/**
 * The contract's content checks (zod): loaded with the first change to check or save, so the
 * editor's first paint does not download zod.
 */
export const contentChecks = onDemand(() => import("@keen/contracts/cards/card-content"));

/** The collab server's message checks (zod), loaded with the first message. */
export const serverMessageChecks = onDemand(() => import("@keen/card-doc/server-message"));
