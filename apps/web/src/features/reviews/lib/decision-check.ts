import type { ReviewScore, Rubric } from "@keen/contracts";

export type ScoreMap = Record<string, ReviewScore>;

/** The criteria not yet given a level, in rubric order. */
export function unscoredCriteria(rubric: Rubric, scores: ScoreMap): Rubric {
  return rubric.filter((criterion) => !scores[criterion.key]?.level);
}

/** Why "Mark reviewed" cannot be chosen yet, or null when it can. */
export function reviewedBlocker(rubric: Rubric, scores: ScoreMap): string | null {
  const missing = unscoredCriteria(rubric, scores);
  if (missing.length === 0) return null;
  if (missing.length === 1) return `Score ${missing[0]?.name} to mark this card reviewed.`;
  return `Score every criterion to mark this card reviewed: ${missing.length} are still open.`;
}

/** Why "Suggest updates" cannot be chosen yet, or null when it can. */
export function suggestBlocker(summary: string): string | null {
  return summary.trim() ? null : "Write a summary for the authors to suggest updates.";
}
