import { type Database, institutions } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { inArray } from "drizzle-orm";
import { setBookmark } from "../../apps/api/src/modules/bookmarks/set-bookmark";
import { createComment } from "../../apps/api/src/modules/discussions/create-comment";
import { saveFeedback } from "../../apps/api/src/modules/feedback/write-feedback";
import { addPeople } from "../../apps/api/src/modules/institutions/change-people";
import { addFeaturedCard } from "../../apps/api/src/modules/institutions/featured-cards";
import { noNewMemberLimits } from "../../apps/api/src/modules/new-member-limits";
import type { DemoCardSpec } from "./demo-card-spec";
import { discussionReplies, discussionStarters, ratingComments, usedTerms } from "./demo-engagement-copy";
import type { DemoPeople } from "./demo-members-seed";
import { demoInstitutions, demoMembers } from "./demo-people";

/** A published demo card with its spec and its position in the library. */
export type SeededCard = { id: string; spec: DemoCardSpec; index: number };

const member = (people: DemoPeople, key: string) => ({ userId: people.get(key)!, role: "member" as const });

/**
 * Ratings (with comments and "I used this"), bookmarks and discussions with replies, given by
 * members who are not the card's authors, through the same operations the API's routes call.
 * Drawn in a fixed pattern from the card's position, so every seed gives the same library.
 */
export async function seedDemoEngagement(
  db: Database,
  jobs: JobSender,
  people: DemoPeople,
  cards: SeededCard[],
) {
  // Demo members are seeded minutes before their first comments: no first-day limits (decision 0043).
  const comment = (key: string, cardId: string, body: string, parentId: string | null) =>
    createComment(db, jobs, member(people, key), cardId, { body, parentId }, { limits: noNewMemberLimits });
  const everyone = [...demoMembers.map((m) => m.key), "max", "rita", "ada"].filter((key) => people.has(key));
  for (const { id, spec, index } of cards) {
    const others = everyone.filter((key) => !spec.authors.includes(key));
    const pick = (offset: number) => others[(index * 5 + offset * 3) % others.length]!;
    const raters = [...new Set([0, 1, 2, 3, 4].slice(0, 2 + ((index * 3) % 4)).map(pick))];
    for (const [i, key] of raters.entries()) {
      const isUsed = (index + i) % 3 !== 2;
      await saveFeedback(db, jobs, member(people, key), id, {
        // Mostly fours and fives, with the occasional three.
        rating: (index * 7 + i * 3) % 9 === 4 ? 3 : 4 + ((index + i) % 2),
        comment: (index + i) % 4 === 3 ? "" : ratingComments[(index * 3 + i) % ratingComments.length]!,
        usedInTeaching: isUsed,
        usedTerm: isUsed ? usedTerms[(index + i) % usedTerms.length]! : null,
        classSize: isUsed ? 20 + ((index * 17 + i * 11) % 90) : null,
      });
    }
    for (const key of [pick(5), pick(6), pick(7)].slice(0, 1 + (index % 3)))
      await setBookmark(db, member(people, key), id, true);
    if (index % 3 === 2) continue; // not every card has a discussion yet
    const starter = await comment(pick(8), id, discussionStarters[index % discussionStarters.length]!, null);
    await comment(spec.authors[0]!, id, discussionReplies[index % discussionReplies.length]!, starter.id);
    if (index % 2 === 0)
      await comment(pick(9), id, "Thanks, this is really helpful. Trying it next term.", starter.id);
  }
}

/**
 * Gives six institutions their KEEN leaders, fellows and rising stars, and features two cards
 * written by their people, through the admin operations of the institutions module.
 */
export async function seedDemoInstitutions(
  db: Database,
  jobs: JobSender,
  people: DemoPeople,
  cards: SeededCard[],
) {
  const rows = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(
      inArray(
        institutions.name,
        demoInstitutions.map((institution) => institution.name),
      ),
    );
  const notify = { jobs, actorId: people.get("ada") ?? people.get(demoMembers[0]!.key)! };
  for (const institution of demoInstitutions) {
    const institutionId = rows.find((row) => row.name === institution.name)?.id;
    if (!institutionId) continue;
    const ids = (keys: string[]) => keys.map((key) => people.get(key)!);
    await addPeople(db, institutionId, "keenLeaders", ids(institution.leaders), { field: "userIds", notify });
    for (const fellow of institution.fellows)
      await addPeople(db, institutionId, "fellows", ids([fellow.key]), {
        field: "userIds",
        year: fellow.year,
        notify,
      });
    await addPeople(db, institutionId, "risingStars", ids(institution.risingStars), {
      field: "userIds",
      notify,
    });
    const local = new Set(demoMembers.filter((m) => m.institution === institution.name).map((m) => m.key));
    const featured = cards.filter((card) => local.has(card.spec.authors[0]!)).slice(0, 2);
    for (const card of featured) await addFeaturedCard(db, institutionId, card.id);
  }
}
