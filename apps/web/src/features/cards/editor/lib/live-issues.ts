import {
  buildPatch,
  type CardContent,
  type CardContentPatchSchema,
  type FieldUnit,
  fieldUnits,
  getUnit,
  isSameValue,
  setUnit,
  unitOfPath,
} from "@keen/contracts";

/** A rule the collab server found broken, kept while the unit still holds the value it judged. */
export type ServerIssue = { path: string; unit: FieldUnit; message: string; value: unknown };

/** Validation messages by field path for the given units of `content` (as the REST save checks). */
export function validateUnits(
  schema: typeof CardContentPatchSchema,
  content: CardContent,
  units: readonly FieldUnit[],
): Record<string, string> {
  if (!units.length) return {};
  const parsed = schema.safeParse(buildPatch(content, units));
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

/** The server's `invalid` issues that name a unit, with the value each unit had when judged. */
export function toServerIssues(
  issues: { field: string; message: string }[],
  content: CardContent,
): ServerIssue[] {
  return issues.flatMap(({ field, message }) => {
    const path = field.replace(/^changes\./, "");
    const unit = unitOfPath(path);
    return unit ? [{ path, unit, message, value: getUnit(content, unit) }] : [];
  });
}

/** The issues still true of `content`: a unit someone changed since is judged again by the server. */
export function currentIssues(issues: ServerIssue[], content: CardContent): ServerIssue[] {
  return issues.filter((issue) => isSameValue(getUnit(content, issue.unit), issue.value));
}

/**
 * `next` with every unit equal to one in `previous` taken from `previous` (the same object), so
 * fields subscribed to a unit re-render only when it really changed; `previous` when nothing did.
 */
export function keepUnchangedUnits(previous: CardContent, next: CardContent): CardContent {
  let merged = next;
  let hasChanged = false;
  for (const unit of fieldUnits) {
    const before = getUnit(previous, unit);
    if (isSameValue(before, getUnit(next, unit))) merged = setUnit(merged, unit, before);
    else hasChanged = true;
  }
  return hasChanged ? merged : previous;
}
