import type { ReviewRound, Rubric } from "@keen/contracts";
import { ChevronRight } from "lucide-react";
import { formatDate } from "@/lib/format-date";
import { RoundScores } from "./round-scores";

const decisionWords = { updates_suggested: "updates suggested", reviewed: "reviewed" } as const;

/** Earlier decided rounds, each folded away with its decision and date. */
export function PastRounds({ rounds, rubric }: { rounds: ReviewRound[]; rubric: Rubric }) {
  const decided = rounds.filter((round) => round.decision);
  if (decided.length === 0) return null;
  return (
    <section aria-labelledby="past-rounds-heading">
      <h2 id="past-rounds-heading" className="font-sans text-lg font-semibold">
        Earlier rounds
      </h2>
      <div className="mt-3 space-y-2">
        {decided.map((round) => (
          <details key={round.number} className="group rounded-lg border border-slate-200 bg-white">
            <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-medium text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <ChevronRight
                className="size-4 text-slate-500 transition-transform group-open:rotate-90"
                aria-hidden
              />
              Round {round.number}: {round.decision ? decisionWords[round.decision] : "open"}
              {round.decidedAt ? (
                <span className="font-normal text-slate-600">on {formatDate(round.decidedAt)}</span>
              ) : null}
            </summary>
            <div className="border-t border-slate-100 px-4 py-4">
              <RoundScores round={round} rubric={rubric} headingLevel={4} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
