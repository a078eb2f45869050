import { InstitutionWriteSchema } from "@keen/contracts";
import { type Database, type Executor, institutions } from "@keen/db";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { AppError } from "../../lib/errors";
import { findPgError, pgErrorCodes } from "../../lib/postgres";
import { institutionColumns } from "./institution-fields";
import { type InstitutionRow, loadInstitution } from "./load-institution";

type Input = z.infer<typeof InstitutionWriteSchema>;
type InsertInput = z.input<typeof InstitutionWriteSchema>;

/** 409 on `name` when another institution already has it (names are unique regardless of case). */
function nameTaken(error: unknown): never {
  if (findPgError(error)?.code === pgErrorCodes.uniqueViolation) {
    const why = "is already the name of another institution";
    throw new AppError(409, "conflict", `name: ${why}`, [{ field: "name", message: why }]);
  }
  throw error;
}

/** `POST /Institution`: a new institution (not a partner, no logo, empty lists). */
export async function createInstitution(db: Database, input: Input): Promise<InstitutionRow> {
  return db.transaction((tx) => insertInstitution(tx, input));
}

/**
 * Adds an institution in the caller's transaction (a 409 on `name` when the name is taken, which
 * leaves the transaction to roll back): `POST /Institution`, and an admin approving a proposal.
 */
export async function insertInstitution(tx: Executor, input: InsertInput): Promise<InstitutionRow> {
  try {
    const [row] = await tx
      .insert(institutions)
      .values(institutionColumns(InstitutionWriteSchema.parse(input)))
      .returning();
    return row!;
  } catch (error) {
    nameTaken(error);
  }
}

/** `PUT /Institution/{id}`: replaces the institution's own fields (404 when unknown). */
export async function updateInstitution(db: Database, id: string, input: Input): Promise<InstitutionRow> {
  try {
    return await db.transaction(async (tx) => {
      await loadInstitution(tx, id, { forUpdate: true });
      const [row] = await tx
        .update(institutions)
        .set(institutionColumns(input))
        .where(eq(institutions.id, id))
        .returning();
      return row!;
    });
  } catch (error) {
    nameTaken(error);
  }
}
