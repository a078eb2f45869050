import type { CardContent } from "@keen/contracts";
import { type FieldUnit, unitOfPath } from "@keen/contracts";

export type MissingField = { unit: FieldUnit; message: string };

const requirements: { unit: FieldUnit; isMissing: (c: CardContent) => boolean; message: string }[] = [
  { unit: "typeId", isMissing: (c) => !c.typeId, message: "Choose a card type" },
  { unit: "title", isMissing: (c) => !c.title.trim(), message: "Give the card a title" },
  { unit: "summary", isMissing: (c) => !c.summary.trim(), message: "Write a one-line summary" },
];

/** What a card still needs before it can be published (the API checks the same fields). */
export function missingForPublish(content: CardContent): MissingField[] {
  return requirements.filter((r) => r.isMissing(content)).map(({ unit, message }) => ({ unit, message }));
}

/** The server's 400 details of a refused publish, as missing fields. */
export function missingFromIssues(issues: { field: string; message: string }[]): MissingField[] {
  return issues.flatMap((issue) => {
    const unit = unitOfPath(issue.field);
    const known = requirements.find((r) => r.unit === unit);
    return unit ? [{ unit, message: known?.message ?? issue.message }] : [];
  });
}
