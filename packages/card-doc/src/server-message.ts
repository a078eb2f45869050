import { z } from "zod";

/**
 * Stateless messages the collab server sends to every co-editor of a card (Hocuspocus
 * `broadcastStateless`), as JSON:
 * - `saved`: the draft row now holds the document up to `stateVector` (base64 Yjs state vector),
 *   so a client is "Saved" once its own document adds nothing past it.
 * - `invalid`: units that were not saved because they break a rule (the 400 messages of the API);
 *   they save as soon as someone fixes them.
 * - `failed`: the save did not happen (the database is unreachable); it is retried.
 */
export const CollabServerMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("saved"),
    at: z.string(),
    draftRevision: z.number().int(),
    stateVector: z.string(),
  }),
  z.object({
    type: z.literal("invalid"),
    issues: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
  z.object({ type: z.literal("failed"), message: z.string() }),
]);
export type CollabServerMessage = z.infer<typeof CollabServerMessageSchema>;

/** Parses a stateless payload from the server; null when it is not one of ours. */
export function parseCollabServerMessage(payload: string): CollabServerMessage | null {
  try {
    const parsed = CollabServerMessageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
