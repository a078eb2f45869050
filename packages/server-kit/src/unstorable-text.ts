import type { FastifyInstance } from "fastify";
import { validation } from "./errors";

/** The NUL character, which PostgreSQL's text cannot hold. */
const NUL = String.fromCharCode(0);
/** Half of a UTF-16 surrogate pair without the other half: not Unicode text. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text PostgreSQL cannot store. */
const isUnstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** How deep a request's JSON is searched (deeper JSON is refused by the schemas anyway). */
const MAX_DEPTH = 64;

/**
 * The first string (or key) in `value` PostgreSQL could not store as text, with its field path
 * ("changes.title", "tags.2"), and why; undefined when all is storable.
 */
export function findUnstorableText(
  value: unknown,
  path = "",
  depth = 0,
): { field: string; message: string } | undefined {
  if (typeof value === "string") {
    if (!isUnstorable(value)) return undefined;
    const message = value.includes(NUL)
      ? "must not contain a NUL character (\\u0000)"
      : "must be valid Unicode text (it holds half of a surrogate pair)";
    return { field: path || "body", message };
  }
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const field = path ? `${path}.${key}` : String(key);
    if (typeof key === "string" && isUnstorable(key)) {
      return { field, message: "is a field name PostgreSQL cannot store" };
    }
    const found = findUnstorableText(item, field, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses, with 400 naming the field, any request whose path parameters, query or JSON body hold
 * text PostgreSQL cannot store (a NUL byte or a lone surrogate), before a route sees it: such a
 * string would otherwise reach the database and fail there as a 500.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const [part, value] of [
      ["params", request.params],
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const found = findUnstorableText(value);
      if (found) throw validation(found.field === "body" ? part : found.field, found.message);
    }
  });
}
