/** Every test file's own database: see packages/db/src/test-database.ts. */
export { useTestDatabase } from "../packages/db/src/test-database";
