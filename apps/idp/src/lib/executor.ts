import type { Database } from "@keen/db";

/** A transaction on the IdP's database. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database or a caller's transaction: what a write that may join a larger change takes. */
export type Executor = Database | Transaction;
