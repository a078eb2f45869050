import type { CardContent, CardContentPatch } from "./card-content";

/**
 * The units a draft is saved and conflict-checked by: each top-level content field, except
 * `mindset` and `attributes`, whose inner fields are units of their own (`attributes.tags`).
 */
export const fieldUnits = [
  "typeId",
  "title",
  "summary",
  "description",
  "learningObjectives",
  "instructorTips",
  "resources",
  "coverImageId",
  "mindset.curiosity",
  "mindset.connections",
  "mindset.creatingValue",
  "mindset.indicators",
  "attributes.disciplineIds",
  "attributes.courseLevel",
  "attributes.tags",
  "attributes.classSize",
  "attributes.timeRequired",
  "attributes.license",
] as const;
export type FieldUnit = (typeof fieldUnits)[number];

const unitSet = new Set<string>(fieldUnits);

/** True for a known unit name. */
export function isFieldUnit(name: string): name is FieldUnit {
  return unitSet.has(name);
}

/** The unit a field path belongs to: `attributes.tags.3` → `attributes.tags`, `resources.folders.0` → `resources`. */
export function unitOfPath(path: string): FieldUnit | undefined {
  const parts = path.replace(/^changes\./, "").split(".");
  const nested = `${parts[0]}.${parts[1]}`;
  if (isFieldUnit(nested)) return nested;
  return isFieldUnit(parts[0] ?? "") ? (parts[0] as FieldUnit) : undefined;
}

type Group = "mindset" | "attributes";
function split(unit: FieldUnit): [keyof CardContent] | [Group, string] {
  const [head, inner] = unit.split(".");
  return inner ? [head as Group, inner] : [head as keyof CardContent];
}

/** The value of one unit in a content object. */
export function getUnit(content: CardContent, unit: FieldUnit): unknown {
  const [head, inner] = split(unit);
  const value = content[head];
  return inner ? (value as Record<string, unknown>)[inner] : value;
}

/** A copy of `content` with one unit replaced. */
export function setUnit(content: CardContent, unit: FieldUnit, value: unknown): CardContent {
  const [head, inner] = split(unit);
  if (!inner) return { ...content, [head]: value };
  return { ...content, [head]: { ...(content[head] as object), [inner]: value } };
}

/** Structural equality of JSON values (key order ignored). */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ak = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ak.length !== bk.length) return false;
  return ak.every((k) => isSameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The units whose values differ between two contents. */
export function changedUnits(from: CardContent, to: CardContent): FieldUnit[] {
  return fieldUnits.filter((unit) => !isSameValue(getUnit(from, unit), getUnit(to, unit)));
}

/** A `PUT` patch holding the given units' values from `content` (nested for mindset/attributes). */
export function buildPatch(content: CardContent, units: readonly FieldUnit[]): CardContentPatch {
  const patch: Record<string, unknown> = {};
  for (const unit of units) {
    const [head, inner] = split(unit);
    const value = getUnit(content, unit);
    if (inner) patch[head] = { ...(patch[head] as object | undefined), [inner]: value };
    else patch[head] = value;
  }
  return patch as CardContentPatch;
}

/** The units a patch carries. */
export function unitsOfPatch(patch: CardContentPatch): FieldUnit[] {
  return fieldUnits.filter((unit) => {
    const [head, inner] = split(unit);
    const value = (patch as Record<string, unknown>)[head];
    if (value === undefined) return false;
    return inner ? (value as Record<string, unknown>)[inner] !== undefined : true;
  });
}

/** `content` with every unit of `patch` applied. */
export function applyPatch(content: CardContent, patch: CardContentPatch): CardContent {
  let next = content;
  for (const unit of unitsOfPatch(patch)) {
    const [head, inner] = split(unit);
    const value = (patch as Record<string, unknown>)[head];
    next = setUnit(next, unit, inner ? (value as Record<string, unknown>)[inner] : value);
  }
  return next;
}
