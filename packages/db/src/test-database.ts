import { afterAll, inject } from "vitest";
import { createTestDatabase } from "./testing";

/**
 * Gives the calling test file its own database (cloned from the migrated template), dropped
 * after the file's tests. Call at the top level of a test file: `const { db, url } = await useTestDatabase();`
 * Other workspaces import it through `test/db.ts`; it lives here so that this package's own tests
 * need no project outside it (the TypeScript project references form no loop).
 */
export async function useTestDatabase() {
  const testDb = await createTestDatabase(inject("pgAdminUrl"));
  afterAll(() => testDb.drop());
  return testDb;
}
