import type { Executor, Transaction } from "@keen/db";

export type { Executor, Transaction };
