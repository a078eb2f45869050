import { afterAll, inject } from "vitest";
import { createTestDatabase } from "../packages/db/src/testing";

/**
 * Gives the calling test file its own database (cloned from the migrated template), dropped
 * after the file's tests. Call at the top level of a test file: `const { db, url } = await useTestDatabase();`
 */
export async function useTestDatabase() {
  const testDb = await createTestDatabase(inject("pgAdminUrl"));
  afterAll(() => testDb.drop());
  return testDb;
}

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}
