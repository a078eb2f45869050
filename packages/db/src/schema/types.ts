import { customType } from "drizzle-orm/pg-core";

/** Case-insensitive text (PostgreSQL citext extension). */
export const citext = customType<{ data: string }>({
  dataType() {
    return "citext";
  },
});

/** PostgreSQL full-text document. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});
