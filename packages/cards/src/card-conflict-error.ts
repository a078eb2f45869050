import type { CardConflictResponse, CardFieldConflict, ErrorResponse } from "@keen/contracts";
import { AppError } from "@keen/server-kit/errors";

/**
 * 409 of a draft save: the fields someone saved after the caller's base revision, with their
 * current values, so the editor can show both versions and let the person choose. Nothing was
 * saved.
 */
export class CardConflictError extends AppError {
  constructor(
    readonly conflicts: CardFieldConflict[],
    readonly draftRevision: number,
  ) {
    const names = conflicts.map((conflict) => conflict.field).join(", ");
    super(
      409,
      "conflict",
      `Someone else changed ${names} since you loaded this card. Nothing was saved; review their changes and save again.`,
    );
    this.name = "CardConflictError";
  }

  override toResponse(): ErrorResponse {
    const body: CardConflictResponse = {
      ...super.toResponse(),
      details: this.conflicts,
      draftRevision: this.draftRevision,
    };
    return body as ErrorResponse;
  }
}
