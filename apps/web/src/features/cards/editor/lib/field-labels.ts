import type { FieldUnit } from "@keen/contracts";
import { unitOfPath } from "@keen/contracts";

/** What each saved unit is called on screen (conflict banner, publish checklist). */
export const fieldLabels: Record<FieldUnit, string> = {
  typeId: "Card type",
  title: "Title",
  summary: "Summary",
  description: "Description",
  learningObjectives: "Learning objectives",
  instructorTips: "Instructor tips",
  resources: "Resources",
  coverImageId: "Cover image",
  "mindset.curiosity": "Curiosity",
  "mindset.connections": "Connections",
  "mindset.creatingValue": "Creating value",
  "mindset.indicators": "EM indicators",
  "attributes.disciplineIds": "Disciplines",
  "attributes.courseLevel": "Course level",
  "attributes.tags": "Tags",
  "attributes.classSize": "Class size",
  "attributes.timeRequired": "Time required",
  "attributes.license": "License",
};

/** The on-screen name of a field path such as `attributes.tags.2` (falls back to the path). */
export function labelOfPath(path: string): string {
  const unit = unitOfPath(path);
  return unit ? fieldLabels[unit] : path;
}

/** The DOM id of the control editing a unit, so messages can link to it and focus it. */
export function fieldControlId(unit: FieldUnit): string {
  return `card-field-${unit.replace(".", "-")}`;
}

/** The id of the section a unit is edited in. */
export function sectionOfUnit(unit: FieldUnit): string {
  if (unit.startsWith("attributes.")) return "attributes";
  if (unit.startsWith("mindset.") || unit === "learningObjectives") return "outcomes";
  if (unit === "resources") return "resources";
  return "details";
}
