/** A value with the first letter of every object key lower-cased, all the way down. */
export type LowerCamelKeys<T> = T extends readonly (infer Item)[]
  ? LowerCamelKeys<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? Uncapitalize<K> : K]: LowerCamelKeys<T[K]> }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Lower-cases the first letter of every field name, recursively through objects and arrays
 * (spec §3: `UserId` → `userId`). Values, dates and other non-plain objects are left as they are.
 */
export function toLowerCamelKeys<T>(value: T): LowerCamelKeys<T> {
  if (Array.isArray(value)) return value.map((item) => toLowerCamelKeys(item)) as LowerCamelKeys<T>;
  if (!isPlainObject(value)) return value as LowerCamelKeys<T>;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    result[key.charAt(0).toLowerCase() + key.slice(1)] = toLowerCamelKeys(field);
  }
  return result as LowerCamelKeys<T>;
}
