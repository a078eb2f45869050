import { defineJob, type Executor, type JobSender, jobKind } from "@keen/jobs";
import type { JobDeps } from "../../job-deps";
import { dropRelated, spreadRelated, storeRelated } from "./related-cards-ranking";

/**
 * Re-ranks a card's related cards after its visibility or published content changed (publish,
 * republish, unpublish, delete, restore). The handler looks at the card as it is when it runs,
 * so jobs sent in any order settle on the current state.
 */
export const rankRelatedJob = jobKind<{ cardId: string }>("cards.rank-related");

/** Sends `cards.rank-related` for the card within the transaction that changed it. */
export async function sendRankRelated(jobs: JobSender, tx: Executor, cardId: string): Promise<void> {
  await jobs.sendInTransaction(tx, rankRelatedJob, { cardId });
}

/**
 * The related-cards job: a public card gets its own ranking stored, then its score spread into the
 * lists of the cards it relates to; a card no longer public leaves every list (and the lists it
 * left re-rank on their next read).
 */
export function relatedCardJobDefinitions({ db }: JobDeps) {
  return [
    defineJob(rankRelatedJob, {
      handle: async ({ cardId }) => {
        const stored = await storeRelated(db, cardId);
        if (stored) await spreadRelated(db, cardId);
        else await dropRelated(db, cardId);
      },
    }),
  ];
}
