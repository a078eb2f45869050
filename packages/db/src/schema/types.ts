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

/** Binary data (`bytea`) as a Node `Buffer`/`Uint8Array`. */
export const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});
