import {
  type CardContent,
  type CardDetail,
  type CardSummary,
  type CardVersionKind,
  isSameValue,
} from "@keen/contracts";
import { cardVersions } from "@keen/db";
import { renderRichText } from "@keen/rich-text";
import { and, eq, or } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/policy";
import { normalizeContent } from "./card-content";
import { loadCardEngagement, presentEngagement } from "./card-engagement";
import { type CardListRow, loadDraftDiffers } from "./card-list-query";
import { loadCardPeople } from "./card-people";
import { loadCardTypes, loadCoverImageUrls, loadDisciplines, loadImageSrcResolver } from "./card-references";
import { cardAbilities, cardPolicy } from "./cards.policy";
import { type Executor, type LoadedCard, toCardResource } from "./load-card";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The `CardDetailSchema` view of a card: the draft or the latest published version's content
 * with sanitised HTML beside each rich-text field, type, disciplines, cover URL, authors,
 * editors, version facts, engagement figures and the caller's abilities. The caller has been
 * authorised to read
 * that content; draft-only facts (`hasUnpublishedChanges`, `draftRevision`) are hidden from
 * readers who may not see the draft.
 */
export async function presentCardDetail(
  db: Executor,
  card: LoadedCard,
  kind: CardVersionKind,
  actor: Actor,
  options: { versionNumber?: number } = {},
): Promise<CardDetail> {
  const { versionNumber } = options;
  const versions =
    card.publishedVersionId || versionNumber
      ? await db
          .select()
          .from(cardVersions)
          .where(
            and(
              eq(cardVersions.cardId, card.id),
              or(
                card.publishedVersionId ? eq(cardVersions.id, card.publishedVersionId) : undefined,
                versionNumber ? eq(cardVersions.number, versionNumber) : undefined,
              ),
            ),
          )
      : [];
  const latest = versions.find((row) => row.id === card.publishedVersionId);
  // The version shown: the one asked for by number, else the latest.
  const version = versionNumber ? versions.find((row) => row.number === versionNumber) : latest;
  if (versionNumber && (!version || !latest)) throw notFound("Version");
  const content = normalizeContent(kind === "published" && version ? version.content : card.draft);
  const [people, types, disciplines, covers, resolveImageSrc, engagement] = await Promise.all([
    loadCardPeople(db, [card.id]),
    loadCardTypes(db),
    loadDisciplines(db, content.attributes.disciplineIds),
    loadCoverImageUrls(db, [{ cardId: card.id, coverImageId: content.coverImageId }]),
    loadImageSrcResolver(db, card.id),
    loadCardEngagement(db, [card.id], actor?.userId ?? null),
  ]);
  const mayReadDraft = cardPolicy.can(actor, "readDraft", card.resource);
  const render = (field: keyof Pick<CardContent, "description" | "learningObjectives" | "instructorTips">) =>
    renderRichText(content[field], { resolveImageSrc });
  return {
    ...content,
    id: card.id,
    version: kind,
    status: card.status,
    isDeleted: card.deletedAt !== null,
    deletedAt: iso(card.deletedAt),
    versionNumber: kind === "published" && version ? version.number : null,
    latestVersionNumber: latest?.number ?? null,
    draftRevision: mayReadDraft ? card.draftRevision : 0,
    hasUnpublishedChanges: mayReadDraft && (!latest || !isSameValue(card.draft, latest.content)),
    type: (content.typeId && types.get(content.typeId)) || null,
    disciplines: content.attributes.disciplineIds.flatMap((id) => disciplines.get(id) ?? []),
    descriptionHtml: render("description"),
    learningObjectivesHtml: render("learningObjectives"),
    instructorTipsHtml: render("instructorTips"),
    coverImageUrl: covers.get(card.id) ?? null,
    authors: people.get(card.id)?.authors ?? [],
    editors: people.get(card.id)?.editors ?? [],
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
    publishedAt: kind === "published" && version ? version.publishedAt.toISOString() : null,
    firstPublishedAt: iso(card.firstPublishedAt),
    abilities: cardAbilities(actor, card.resource),
    ...presentEngagement(engagement.get(card.id)),
  };
}

/**
 * `CardSummarySchema` views of list rows, loading people, types, disciplines, covers and (for
 * rows whose query did not join them) engagement figures in batches.
 */
export async function presentCardSummaries(
  db: Executor,
  rows: CardListRow[],
  actor: Actor,
): Promise<CardSummary[]> {
  const contents = rows.map((row) => normalizeContent(row.content));
  const [people, types, disciplines, covers, engagement] = await Promise.all([
    loadCardPeople(
      db,
      rows.map((row) => row.card.id),
    ),
    loadCardTypes(db),
    loadDisciplines(
      db,
      contents.flatMap((content) => content.attributes.disciplineIds),
    ),
    loadCoverImageUrls(
      db,
      rows.map((row, index) => ({ cardId: row.card.id, coverImageId: contents[index]!.coverImageId })),
    ),
    loadCardEngagement(
      db,
      rows.flatMap((row) => (row.engagement ? [] : [row.card.id])),
      actor?.userId ?? null,
    ),
  ]);
  const resources = rows.map(({ card, resource }) => {
    if (resource) return resource;
    const { authors = [], editors = [] } = people.get(card.id) ?? {};
    return toCardResource(
      card,
      authors.flatMap((author) => author.userId ?? []),
      editors.map((editor) => editor.userId),
    );
  });
  const mayReadDraft = resources.map((resource) => cardPolicy.can(actor, "readDraft", resource));
  const differs = await loadDraftDiffers(
    db,
    rows.flatMap((row, index) =>
      mayReadDraft[index] && row.draftDiffers === undefined ? [row.card.id] : [],
    ),
  );
  return rows.map(({ card, versionNumber, publishedAt, draftDiffers, engagement: joined }, index) => {
    const content = contents[index]!;
    const { authors = [] } = people.get(card.id) ?? {};
    const resource = resources[index]!;
    return {
      id: card.id,
      status: card.status,
      isDeleted: card.deletedAt !== null,
      title: content.title,
      summary: content.summary,
      type: (content.typeId && types.get(content.typeId)) || null,
      disciplines: content.attributes.disciplineIds.flatMap((id) => disciplines.get(id) ?? []),
      tags: content.attributes.tags,
      coverImageUrl: covers.get(card.id) ?? null,
      authors: authors.map(({ id, userId, name, isExternal }) => ({ id, userId, name, isExternal })),
      versionNumber,
      hasUnpublishedChanges: mayReadDraft[index]! && (draftDiffers ?? differs.get(card.id) ?? true),
      createdAt: card.createdAt.toISOString(),
      updatedAt: card.updatedAt.toISOString(),
      publishedAt: iso(publishedAt),
      deletedAt: iso(card.deletedAt),
      abilities: cardAbilities(actor, resource),
      ...presentEngagement(joined ?? engagement.get(card.id)),
    };
  });
}

/** One card as a list item: the published version for those who may read it, else the draft. */
export async function presentCardSummary(db: Executor, card: LoadedCard, actor: Actor): Promise<CardSummary> {
  const [version] = card.publishedVersionId
    ? await db.select().from(cardVersions).where(eq(cardVersions.id, card.publishedVersionId))
    : [];
  const showsPublished = !!version && cardPolicy.can(actor, "readPublished", card.resource);
  const [summary] = await presentCardSummaries(
    db,
    [
      {
        card,
        content: showsPublished ? version.content : card.draft,
        versionNumber: version?.number ?? null,
        publishedAt: version?.publishedAt ?? null,
        draftDiffers: !version || !isSameValue(card.draft, version.content),
        resource: card.resource,
      },
    ],
    actor,
  );
  return summary!;
}
