export * from "./client";
export { ensureDatabase, runMigrations } from "./migrate";
export * from "./rules/visible-cards";
export * from "./schema";
export { seedDatabase, seedDemoAccounts, seedLookups } from "./seed";
export { demoAccounts, demoPassword } from "./seed-data";
