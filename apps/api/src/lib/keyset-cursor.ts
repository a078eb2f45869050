import { badRequest } from "./errors";

/** A keyset page's `nextCursor`: the list's name and its last row's sort keys, base64url JSON. */
export function encodeKeysetCursor(list: string, keys: string[]): string {
  return Buffer.from(JSON.stringify({ l: list, k: keys })).toString("base64url");
}

/** SQL types a keyset key may have, and what a well-formed value of each looks like. */
const keyShapes = {
  uuid: (key: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key),
  timestamptz: (key: string) => key === "-infinity" || !Number.isNaN(Date.parse(key)),
  text: () => true,
};
export type KeysetKeyType = keyof typeof keyShapes;

/**
 * The sort keys a cursor of `list` carries, one of each of `types` (so a forged cursor cannot
 * reach the database as a bad cast); anything else is a 400 naming `cursor`.
 */
export function decodeKeysetCursor(cursor: string, list: string, types: readonly KeysetKeyType[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const { l, k } = (parsed ?? {}) as { l?: unknown; k?: unknown };
  const isKeys =
    Array.isArray(k) &&
    k.length === types.length &&
    k.every((key, i) => typeof key === "string" && keyShapes[types[i]!](key));
  if (l !== list || !isKeys) {
    throw badRequest("The cursor is not one this list gave.", [
      { field: "cursor", message: "must be a nextCursor of this list and sort" },
    ]);
  }
  return k as string[];
}
