import { publicCards } from "@keen/cards";
import { RELATED_MEMBERS_LIMIT, type RelatedMember } from "@keen/contracts";
import type { Database } from "@keen/db";
import { sql } from "drizzle-orm";
import { profilePictureUrl } from "./users.presenter";

/** How much one shared thing counts towards relatedness. */
export const relatednessWeights = { institution: 5, coAuthoredCard: 4, discipline: 3, interest: 2 } as const;

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  updated_at: Date;
  institution_name: string | null;
  picture_version: string | null;
  institutions: number;
  disciplines: number;
  interests: number;
  cards: number;
};

/**
 * Onboarded members related to `userId` by shared institutions, disciplines, interests and
 * co-authored published cards, best first (ties by name), at most 12, never the member
 * themself, each with the reasons in words, strongest first.
 */
export async function findRelatedMembers(db: Database, userId: string): Promise<RelatedMember[]> {
  const w = relatednessWeights;
  const { rows } = await db.execute<Row>(sql`
    with
      institution_matches as (
        select other.user_id, count(*)::int as n
        from user_institutions mine
        join user_institutions other on other.institution_id = mine.institution_id and other.user_id <> mine.user_id
        where mine.user_id = ${userId} group by other.user_id),
      discipline_matches as (
        select other.user_id, count(*)::int as n
        from user_disciplines mine
        join user_disciplines other on other.discipline_id = mine.discipline_id and other.user_id <> mine.user_id
        where mine.user_id = ${userId} group by other.user_id),
      interest_matches as (
        select other.user_id, count(*)::int as n
        from user_interests mine
        join user_interests other on other.interest_id = mine.interest_id and other.user_id <> mine.user_id
        where mine.user_id = ${userId} group by other.user_id),
      card_matches as (
        select other.user_id, count(distinct mine.card_id)::int as n
        from card_authors mine
        join card_authors other on other.card_id = mine.card_id and other.user_id <> mine.user_id
        join cards on cards.id = mine.card_id and ${publicCards}
        where mine.user_id = ${userId} group by other.user_id),
      scored as (
        select u.id, u.first_name, u.last_name, u.title, u.updated_at,
          coalesce(i.n, 0) as institutions, coalesce(d.n, 0) as disciplines,
          coalesce(t.n, 0) as interests, coalesce(c.n, 0) as cards
        from users u
        left join institution_matches i on i.user_id = u.id
        left join discipline_matches d on d.user_id = u.id
        left join interest_matches t on t.user_id = u.id
        left join card_matches c on c.user_id = u.id
        where u.is_onboarded and u.id <> ${userId}
          and (i.n is not null or d.n is not null or t.n is not null or c.n is not null))
    select scored.*, p.version as picture_version,
      (select inst.name::text from user_institutions ui join institutions inst on inst.id = ui.institution_id
        where ui.user_id = scored.id order by ui.position, inst.name limit 1) as institution_name
    from scored
    left join profile_pictures p on p.user_id = scored.id
    order by (institutions * ${w.institution} + cards * ${w.coAuthoredCard} + disciplines * ${w.discipline}
      + interests * ${w.interest}) desc, last_name, first_name, id
    limit ${RELATED_MEMBERS_LIMIT}`);
  return rows.map(toRelatedMember);
}

function toRelatedMember(row: Row): RelatedMember {
  const w = relatednessWeights;
  const reasons = [
    {
      weight: row.institutions * w.institution,
      text: plural(row.institutions, "Same institution", "shared institutions"),
    },
    { weight: row.cards * w.coAuthoredCard, text: `Co-authored ${plural(row.cards, "1 card", "cards")}` },
    {
      weight: row.disciplines * w.discipline,
      text: plural(row.disciplines, "1 shared discipline", "shared disciplines"),
    },
    {
      weight: row.interests * w.interest,
      text: plural(row.interests, "1 shared interest", "shared interests"),
    },
  ]
    .filter((reason) => reason.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return {
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    institutionName: row.institution_name,
    pictureUrl: profilePictureUrl(
      { id: row.id, updatedAt: new Date(row.updated_at) },
      row.picture_version ?? undefined,
    ),
    score: reasons.reduce((total, reason) => total + reason.weight, 0),
    reasons: reasons.map((reason) => reason.text),
  };
}

/** "Same institution" / "2 shared institutions": the singular text, or the count and plural. */
function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : `${count} ${many}`;
}
