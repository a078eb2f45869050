import { type CardContent, type CardContentPatch, emptyCardContent } from "@keen/contracts";

/** Content fields whose inner fields are separate units of change (`attributes.tags`). */
const nestedFields = new Set(["mindset", "attributes"]);

/**
 * Stored content completed with today's defaults, so content saved before a field existed still
 * answers with every field.
 */
export function normalizeContent(stored: unknown): CardContent {
  const empty = emptyCardContent();
  const content = (stored ?? {}) as Partial<CardContent>;
  return {
    ...empty,
    ...content,
    mindset: { ...empty.mindset, ...content.mindset },
    resources: { ...empty.resources, ...content.resources },
    attributes: { ...empty.attributes, ...content.attributes },
  };
}

/**
 * The units of change in a patch: top-level fields, and the inner fields of `mindset` and
 * `attributes` (`["title", "attributes.tags"]`).
 */
export function patchPaths(patch: CardContentPatch): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (nestedFields.has(key) && value && typeof value === "object") {
      for (const [inner, innerValue] of Object.entries(value)) {
        if (innerValue !== undefined) paths.push(`${key}.${inner}`);
      }
    } else paths.push(key);
  }
  return paths;
}

/** The value at a change path (`title`, `attributes.tags`) of content or of a patch. */
export function valueAt(content: object, path: string): unknown {
  let current: unknown = content;
  for (const key of path.split(".")) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The content with the patch's fields replaced. */
export function applyPatch(content: CardContent, patch: CardContentPatch): CardContent {
  const { mindset, attributes, ...rest } = patch;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return {
    ...content,
    ...defined,
    mindset: { ...content.mindset, ...mindset },
    attributes: { ...content.attributes, ...attributes },
  };
}

/** Canonical JSON (object keys sorted) so equal values compare equal whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  }
  return value;
}

/** True when two JSON values are the same (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
