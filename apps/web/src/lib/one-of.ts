/**
 * `value` when it is one of `values`, else null: reads an enumeration from the address without
 * loading its zod schema (the values come from `@keen/contracts`' zod-free modules).
 */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}
