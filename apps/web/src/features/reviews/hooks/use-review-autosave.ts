import type { ReviewDecision, ReviewDetail, ReviewScore } from "@keen/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useUpdateReview } from "../api/update-review";
import type { ScoreMap } from "../lib/decision-check";

/** Where the reviewer's work stands: nothing typed yet, waiting to save, saving, saved, or failed. */
export type AutosaveStatus = "idle" | "pending" | "saving" | "saved" | "error";

/** How long typing must pause before the scores are saved. */
export const AUTOSAVE_DELAY_MS = 800;

const emptyScore: ReviewScore = { level: null, comment: "" };

type Pending = { keys: Set<string>; summary: boolean };

/**
 * The reviewer's scores and summary for the current round, saved as they go: each change waits for
 * a pause in typing, then only the changed criteria (and the summary when it changed) are sent.
 * One save runs at a time; changes made meanwhile follow in the next. `decide` saves everything
 * with the decision.
 */
export function useReviewAutosave(review: ReviewDetail, delayMs = AUTOSAVE_DELAY_MS) {
  const round = review.rounds.at(-1);
  const [scores, setScores] = useState<ScoreMap>(() => ({ ...round?.scores }));
  const [summary, setSummaryState] = useState(() => round?.summary ?? "");
  const [status, setStatus] = useState<AutosaveStatus>("idle");
  const [error, setError] = useState<string>();
  const mutation = useUpdateReview();
  const { mutateAsync } = mutation;
  const pending = useRef<Pending>({ keys: new Set(), summary: false });
  const latest = useRef({ scores, summary });
  latest.current = { scores, summary };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<Promise<unknown>>(Promise.resolve());
  const target = useRef({ cardId: review.cardId, reviewId: review.id });
  target.current = { cardId: review.cardId, reviewId: review.id };

  const save = useCallback((): Promise<unknown> => {
    clearTimeout(timer.current);
    const next = running.current.then(async () => {
      const { keys, summary: hasSummary } = pending.current;
      if (keys.size === 0 && !hasSummary) return;
      pending.current = { keys: new Set(), summary: false };
      const changed = Object.fromEntries(
        [...keys].map((key) => [key, latest.current.scores[key] ?? emptyScore]),
      );
      setStatus("saving");
      try {
        await mutateAsync({
          ...target.current,
          changes: { scores: changed, ...(hasSummary ? { summary: latest.current.summary } : {}) },
        });
        setError(undefined);
        setStatus(pending.current.keys.size > 0 || pending.current.summary ? "pending" : "saved");
      } catch (caught) {
        // Keep what failed so the next change or Retry sends it again.
        for (const key of keys) pending.current.keys.add(key);
        pending.current.summary ||= hasSummary;
        setError(caught instanceof Error ? caught.message : "Your changes could not be saved.");
        setStatus("error");
      }
    });
    running.current = next.catch(() => undefined);
    return next;
  }, [mutateAsync]);

  const schedule = useCallback(() => {
    setStatus("pending");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), delayMs);
  }, [save, delayMs]);

  // Whatever is still waiting goes out when the form closes.
  useEffect(() => () => void save(), [save]);

  const setScore = useCallback(
    (key: string, change: Partial<ReviewScore>) => {
      setScores((current) => {
        const next = { ...current, [key]: { ...emptyScore, ...current[key], ...change } };
        latest.current = { ...latest.current, scores: next };
        return next;
      });
      pending.current.keys.add(key);
      schedule();
    },
    [schedule],
  );

  const setSummary = useCallback(
    (value: string) => {
      setSummaryState(value);
      latest.current = { ...latest.current, summary: value };
      pending.current.summary = true;
      schedule();
    },
    [schedule],
  );

  /** Saves every score and the summary with the decision; resolves with the decided review. */
  const decide = useCallback(
    async (decision: ReviewDecision) => {
      clearTimeout(timer.current);
      await running.current;
      pending.current = { keys: new Set(), summary: false };
      const decided = await mutateAsync({
        ...target.current,
        changes: { scores: latest.current.scores, summary: latest.current.summary, decision },
      });
      setStatus("saved");
      return decided;
    },
    [mutateAsync],
  );

  const isDeciding = mutation.isPending && !!mutation.variables?.changes.decision;
  return { round, scores, summary, status, error, setScore, setSummary, retry: save, decide, isDeciding };
}
