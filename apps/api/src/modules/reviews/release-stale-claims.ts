import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { sql } from "drizzle-orm";
import { emitNotification } from "../notifications";

/** Days a claim may go without scores before it is released back to the queue. */
export const CLAIM_RELEASE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long before its release the reviewer must have been told: a day, less an hour's slack so an
 * hourly run a few seconds early does not put the release off by another hour.
 */
const NOTICE_MS = DAY_MS - 60 * 60 * 1000;

type ClaimRow = { id: string; card_id: string; reviewer_id: string };

/**
 * Claimed reviews whose current round has no score yet, with since when the reviewer has held
 * the round (its claim, or the resubmission of a later round to them), locked for this run.
 */
const openClaims = sql`select r.id, r.card_id, r.reviewer_id, r.claim_reminded_at,
    greatest(r.claimed_at, round.submitted_at) as held_since
  from card_reviews r
  join lateral (select submitted_at, scores from card_review_rounds
    where review_id = r.id order by number desc limit 1) round on true
  where r.status = 'under_review' and r.claimed_at is not null and r.reviewer_id is not null
    and not exists (select 1 from jsonb_each(round.scores) score
      where score.value->>'level' is not null or coalesce(score.value->>'comment', '') <> '')
  for update of r skip locked`;

/**
 * The scheduled release of unscored claims (issue 28), at `now`: a claim held 7 days without a
 * score, whose reviewer was told at least a day ago, goes back to the queue (submitted, for any
 * reviewer; the round's place in the queue is kept); a claim held 6 days without a score is told
 * once per round that it is released tomorrow. A reminder always comes first, so a run missed for
 * days delays a release rather than making it unannounced. Answers the reviews reminded and released.
 */
export async function releaseStaleClaims(
  db: Database,
  jobs: JobSender,
  now: Date,
): Promise<{ reminded: string[]; released: string[] }> {
  const releaseBefore = new Date(now.getTime() - CLAIM_RELEASE_DAYS * DAY_MS);
  const remindBefore = new Date(now.getTime() - (CLAIM_RELEASE_DAYS - 1) * DAY_MS);
  const noticeBefore = new Date(now.getTime() - NOTICE_MS);
  return db.transaction(async (tx) => {
    const released = await tx.execute<ClaimRow>(sql`with claims as (${openClaims})
      update card_reviews set status = 'submitted', reviewer_id = null, claimed_at = null,
        claim_reminded_at = null, updated_at = now()
      from claims c
      where card_reviews.id = c.id and c.held_since <= ${releaseBefore}
        and c.claim_reminded_at >= c.held_since and c.claim_reminded_at <= ${noticeBefore}
      returning c.id, c.card_id, c.reviewer_id`);
    const reminded = await tx.execute<ClaimRow>(sql`with claims as (${openClaims})
      update card_reviews set claim_reminded_at = ${now}
      from claims c
      where card_reviews.id = c.id and c.held_since <= ${remindBefore}
        and (c.claim_reminded_at is null or c.claim_reminded_at < c.held_since)
      returning c.id, c.card_id, c.reviewer_id`);
    for (const [rows, step] of [
      [released.rows, "released"],
      [reminded.rows, "expiring"],
    ] as const) {
      for (const row of rows) {
        await emitNotification(jobs, tx, {
          type: "review_claim",
          actorId: null,
          recipientIds: [row.reviewer_id],
          cardId: row.card_id,
          reviewId: row.id,
          step,
        });
      }
    }
    return { reminded: reminded.rows.map((row) => row.id), released: released.rows.map((row) => row.id) };
  });
}
