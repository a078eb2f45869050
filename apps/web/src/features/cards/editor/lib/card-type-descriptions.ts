/** One line on what each built-in card type is for (admin-added types fall back to a generic line). */
const descriptions: Record<string, string> = {
  general: "Anything worth sharing that isn't one of the others: an idea, a story, a reading.",
  activity: "A classroom or lab activity students do in one or a few sessions.",
  course: "A whole course or a module of one, with its materials and assessments.",
  program: "A program, initiative or sequence of courses across a curriculum.",
  assessment: "A rubric, assignment or instrument for measuring learning or mindset.",
};

/** The one-line description of a card type, by its name. */
export function describeCardType(name: string): string {
  return descriptions[name.trim().toLowerCase()] ?? "Teaching material of this kind.";
}
