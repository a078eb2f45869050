import type { ReviewLevel, ReviewRound, Rubric } from "@keen/contracts";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format-date";
import { levels } from "./criterion-field";

const levelTone: Record<ReviewLevel, "success" | "warning" | "danger"> = {
  high: "success",
  medium: "warning",
  low: "danger",
};

const decisionLabels = { updates_suggested: "Updates suggested", reviewed: "Reviewed" } as const;

/** A round's scores, comments and summary, read-only (the authors' view, past rounds). */
export function RoundScores({
  round,
  rubric,
  headingLevel = 3,
}: {
  round: ReviewRound;
  rubric: Rubric;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="space-y-4">
      {round.decision ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
          <p className="text-sm font-semibold text-slate-900">
            {decisionLabels[round.decision]}
            {round.decidedAt ? (
              <span className="font-normal text-slate-600"> on {formatDate(round.decidedAt)}</span>
            ) : null}
          </p>
          {round.summary ? (
            <p className="mt-1.5 text-sm leading-6 whitespace-pre-line text-slate-700">{round.summary}</p>
          ) : null}
        </div>
      ) : null}
      <ul className="divide-y divide-slate-100">
        {rubric.map((criterion) => {
          const score = round.scores[criterion.key];
          const level = score?.level;
          return (
            <li key={criterion.key} className="py-3 first:pt-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Heading className="font-sans text-sm font-semibold text-slate-900">{criterion.name}</Heading>
                {level ? (
                  <Badge variant={levelTone[level]}>{levels.find((l) => l.level === level)?.label}</Badge>
                ) : (
                  <Badge variant="neutral">Not scored</Badge>
                )}
              </div>
              {level ? <p className="mt-1 text-xs text-slate-500">{criterion[level]}</p> : null}
              {score?.comment ? (
                <p className="mt-1.5 text-sm leading-6 whitespace-pre-line text-slate-700">{score.comment}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
