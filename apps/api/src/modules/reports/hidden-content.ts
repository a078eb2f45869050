import type { ReportTargetType } from "@keen/contracts";
import { moderationItems } from "@keen/db";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** True (in SQL) while the thing whose id is `idColumn` is hidden by moderation (decision 0042). */
export function isHiddenByModeration(type: ReportTargetType, idColumn: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${moderationItems} where ${moderationItems.targetType} = ${type} and ${moderationItems.targetId} = ${idColumn} and ${moderationItems.hiddenAt} is not null)`;
}
