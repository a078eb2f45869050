import type { CardDetail, CardFieldConflict } from "@keen/contracts";
import { isAxiosError } from "axios";
import { isApiError } from "@/lib/api-client";

/** How a save ended, as the draft store needs it. */
export type SaveOutcome =
  | { kind: "saved"; card: CardDetail | undefined }
  | { kind: "conflict"; fields: CardFieldConflict[]; draftRevision: number }
  | { kind: "invalid"; issues: { field: string; message: string }[]; message: string }
  | { kind: "offline" }
  | { kind: "failed"; message: string; isPermanent: boolean };

async function conflictBody(error: unknown) {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!isAxiosError(cause)) return undefined;
  // The contract's check (zod) loads with the first conflict.
  const { CardConflictResponseSchema } = await import("@keen/contracts/cards/card-conflicts");
  const parsed = CardConflictResponseSchema.safeParse(cause.response?.data);
  return parsed.success ? parsed.data : undefined;
}

/** Classifies a failed `PUT /Card/{id}`: conflict (409), invalid fields (400), offline, or other. */
export async function toSaveOutcome(error: unknown): Promise<SaveOutcome> {
  if (!isApiError(error)) return { kind: "failed", message: String(error), isPermanent: false };
  if (!error.status) return { kind: "offline" }; // no response at all (network down, CORS, DNS)
  if (error.status === 409) {
    const body = await conflictBody(error);
    if (body) return { kind: "conflict", fields: body.details, draftRevision: body.draftRevision };
  }
  if (error.status === 400) {
    return { kind: "invalid", issues: error.details, message: error.message };
  }
  // Forbidden, not found or gone: retrying cannot help; anything else (5xx) may pass later.
  const isPermanent = error.status >= 400 && error.status < 500 && error.status !== 429;
  return { kind: "failed", message: error.message, isPermanent };
}
