/**
 * The database's face for the services: the client, the schema and the SQL read rules. Migrations
 * (`@keen/db/migrate`) and seeding (`@keen/db/seed`, `@keen/db/seed-data`) are for the start-up
 * scripts only, so a service does not load the seed data and the password hasher with its tables.
 */
export * from "./account-deletion-lock";
export * from "./client";
export * from "./rules/member-suspension";
export * from "./rules/visible-cards";
export * from "./schema";
