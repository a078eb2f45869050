import type { ReportTargetType } from "@keen/contracts";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { moderationItems } from "../schema/moderation";

/**
 * True (in SQL) while the thing whose id is `idColumn` is hidden by moderation (decision 0042):
 * one `exists` over the partial index `moderation_items_hidden_idx`. Kept here, with the cards'
 * read rules, so the card domain and the reports module read hiding the same way. Directly as a
 * field of a single-table select, pass the id qualified (sql`"cards"."id"`): drizzle leaves a
 * field's own columns bare there, and a bare "id" would be moderation_items' own.
 */
export function isHiddenByModeration(type: ReportTargetType, idColumn: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${moderationItems} where ${moderationItems.targetType} = ${type} and ${moderationItems.targetId} = ${idColumn} and ${moderationItems.hiddenAt} is not null)`;
}
