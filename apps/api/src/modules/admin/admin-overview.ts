import { publicCards } from "@keen/cards";
import type { AdminOverview } from "@keen/contracts";
import { cards, cmsPages, type Database, institutions, users } from "@keen/db";
import { sql } from "drizzle-orm";

/**
 * `GET /Admin/Overview`: counts of members (and how many are admins and reviewers), cards by
 * status (deleted cards apart; "published" counts the cards readers see, the cards policy's
 * `publicCards`), institutions (and partners) and CMS pages (active, inactive). Cards are counted
 * in one scan.
 */
export async function computeAdminOverview(db: Database): Promise<AdminOverview> {
  const result = await db.execute<Record<string, number>>(sql`select
    (select count(*) from ${users})::int as members,
    (select count(*) from ${users} where ${users.role} = 'admin')::int as admins,
    (select count(*) from ${users} where ${users.role} = 'reviewer')::int as reviewers,
    card_counts.draft, card_counts.published, card_counts.unpublished, card_counts.deleted,
    (select count(*) from ${institutions})::int as institutions,
    (select count(*) from ${institutions} where ${institutions.isPartner})::int as partners,
    (select count(*) from ${cmsPages} where ${cmsPages.isActive})::int as active_pages,
    (select count(*) from ${cmsPages} where not ${cmsPages.isActive})::int as inactive_pages
    from (select
      count(*) filter (where ${cards.deletedAt} is null and ${cards.status} = 'draft')::int as draft,
      count(*) filter (where ${publicCards})::int as published,
      count(*) filter (where ${cards.deletedAt} is null and ${cards.status} = 'unpublished')::int as unpublished,
      count(*) filter (where ${cards.deletedAt} is not null)::int as deleted
      from ${cards}) card_counts`);
  const n = (key: string) => Number(result.rows[0]?.[key] ?? 0);
  return {
    members: { total: n("members"), admins: n("admins"), reviewers: n("reviewers") },
    cards: {
      draft: n("draft"),
      published: n("published"),
      unpublished: n("unpublished"),
      deleted: n("deleted"),
    },
    institutions: { total: n("institutions"), partners: n("partners") },
    cmsPages: { active: n("active_pages"), inactive: n("inactive_pages") },
  };
}
