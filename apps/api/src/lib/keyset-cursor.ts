import { badRequest } from "./errors";

/** A keyset page's `nextCursor`: the list's name and its last row's sort keys, base64url JSON. */
export function encodeKeysetCursor(list: string, keys: string[]): string {
  return Buffer.from(JSON.stringify({ l: list, k: keys })).toString("base64url");
}

/** The `count` sort keys a cursor of `list` carries; anything else is a 400 naming `cursor`. */
export function decodeKeysetCursor(cursor: string, list: string, count: number): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const { l, k } = (parsed ?? {}) as { l?: unknown; k?: unknown };
  const isKeys = Array.isArray(k) && k.length === count && k.every((key) => typeof key === "string");
  if (l !== list || !isKeys) {
    throw badRequest("The cursor is not one this list gave.", [
      { field: "cursor", message: "must be a nextCursor of this list and sort" },
    ]);
  }
  return k as string[];
}
