import type { Degree, DegreeLevel } from "@keen/contracts";

/** How each degree level reads in a sentence and in the level picker. */
export const degreeLevelLabels: Record<DegreeLevel, string> = {
  Associate: "Associate degree",
  Bachelor: "Bachelor’s degree",
  Master: "Master’s degree",
  Doctorate: "Doctorate (PhD, EdD, …)",
  Postdoctoral: "Postdoctoral training",
  Other: "Other",
};

const shortLevels: Record<DegreeLevel, string> = {
  Associate: "Associate",
  Bachelor: "Bachelor’s",
  Master: "Master’s",
  Doctorate: "Doctorate",
  Postdoctoral: "Postdoc",
  Other: "",
};

/** "Master’s in Mechanical Engineering" (or just the field for "Other"). */
export function describeDegree(degree: Pick<Degree, "level" | "field">): string {
  const level = shortLevels[degree.level];
  return level ? `${level} in ${degree.field}` : degree.field;
}

/** "Lawrence Technological University · 2012" */
export function describeDegreeSource(degree: Pick<Degree, "institutionName" | "year">): string {
  return [degree.institutionName, degree.year].filter(Boolean).join(" · ");
}
