import type { ModerationActionInput, ModerationActionResult } from "@keen/contracts";
import { cardComments, contentReports, type Database, type Executor, moderationItems } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import { and, eq, isNull, sql } from "drizzle-orm";
import { conflict, notFound } from "../../lib/errors";
import type { SignedInActor } from "../../lib/policy";
import { recordAdminAction } from "../audit";
import { suspendMember } from "../member-admin";
import { emitNotification } from "../notifications";

type Item = typeof moderationItems.$inferSelect;
const decisions = { dismiss: "dismissed", hide: "hidden", remove: "removed" } as const;
type Decision = (typeof decisions)[keyof typeof decisions];

async function lockOpenItem(tx: Executor, id: string): Promise<Item> {
  const [item] = await tx.select().from(moderationItems).where(eq(moderationItems.id, id)).for("update");
  if (!item) throw notFound("Reported item");
  if (item.decidedAt) throw conflict("This item was already decided");
  return item;
}

const label = (item: Item) => {
  const text = item.snapshotText || item.snapshotTitle;
  return `${item.targetType}: “${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
};

const audit = (
  tx: Executor,
  actor: SignedInActor,
  item: Item,
  action: string,
  input: ModerationActionInput,
) =>
  recordAdminAction(tx, {
    actorId: actor.userId,
    action: `report.${action}` as "report.dismissed",
    targetType: "moderation_item",
    targetId: item.id,
    targetLabel: label(item),
    reason: input.note || null,
    details: { targetType: item.targetType, targetId: item.targetId, authorId: item.authorId },
  });

/** Removal where the content has its own removed state (discussion comments); elsewhere it stays hidden. */
async function removeContent(tx: Executor, actor: SignedInActor, item: Item): Promise<void> {
  if (item.targetType !== "comment") return;
  await tx
    .update(cardComments)
    .set({ deletedAt: sql`now()`, removedBy: actor.userId })
    .where(and(eq(cardComments.id, item.targetId), isNull(cardComments.deletedAt)));
}

/** Dismiss, hide or remove: the item is decided and its reporters (and, unless dismissed, its author) are told. */
async function decide(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  id: string,
  input: ModerationActionInput & { action: "dismiss" | "hide" | "remove" },
): Promise<ModerationActionResult> {
  return db.transaction(async (tx) => {
    const item = await lockOpenItem(tx, id);
    const decision: Decision = decisions[input.action];
    const hiddenAt = decision === "dismissed" ? null : sql`coalesce(${moderationItems.hiddenAt}, now())`;
    const [updated] = await tx
      .update(moderationItems)
      .set({ decision, decidedBy: actor.userId, decidedAt: sql`now()`, hiddenAt })
      .where(eq(moderationItems.id, id))
      .returning();
    if (decision === "removed") await removeContent(tx, actor, item);
    await audit(tx, actor, item, decision, input);
    const reporters = await tx
      .select({ id: contentReports.reporterId })
      .from(contentReports)
      .where(eq(contentReports.itemId, id));
    const event = { type: "moderation", actorId: actor.userId, itemId: id, note: input.note } as const;
    await emitNotification(jobs, tx, { ...event, to: "reporters", recipientIds: reporters.map((r) => r.id) });
    if (decision !== "dismissed" && item.authorId) {
      await emitNotification(jobs, tx, { ...event, to: "author", recipientIds: [item.authorId] });
    }
    return { id, decision, isHidden: updated?.hiddenAt != null };
  });
}

/**
 * `POST /Admin/Reports/{id}/Action` (decision 0042): dismiss (unhides), hide or remove decide the
 * item; warn (a notification with the admin's note) and suspend (member administration's
 * suspension) act on the author and leave the item open for a decision. Every action is audited.
 */
export async function moderateItem(
  db: Database,
  jobs: JobSender,
  actor: SignedInActor,
  id: string,
  input: ModerationActionInput,
): Promise<ModerationActionResult> {
  const { action } = input;
  if (action === "dismiss" || action === "hide" || action === "remove") {
    return decide(db, jobs, actor, id, { ...input, action });
  }
  const item = await db.transaction((tx) => lockOpenItem(tx, id));
  if (!item.authorId) throw conflict("The author's account is gone");
  if (action === "suspend") {
    await suspendMember(db, jobs, actor, item.authorId, { reason: input.note, until: input.until });
  }
  await db.transaction(async (tx) => {
    await lockOpenItem(tx, id);
    await audit(tx, actor, item, action === "warn" ? "warned" : "suspended", input);
    if (action === "warn") {
      const event = { type: "moderation", actorId: actor.userId, itemId: id, note: input.note } as const;
      await emitNotification(jobs, tx, { ...event, to: "author", recipientIds: [item.authorId!] });
    }
  });
  return { id, decision: null, isHidden: item.hiddenAt !== null };
}
