import type { CardLookupTables } from "@keen/cards";
import {
  type CardRead,
  type CardView,
  cardAbilities,
  cardReadRights,
  type LoadedCard,
  loadCardEngagement,
  loadCardPeople,
  loadCardTypes,
  loadCoverImageUrls,
  loadDisciplines,
  normalizeContent,
  presentEngagement,
  toCardResource,
} from "@keen/cards";
import {
  type CardContent,
  type CardDetail,
  type CardSummary,
  type CardVersionKind,
  isSameValue,
} from "@keen/contracts";
import { cardVersions, type Executor } from "@keen/db";
import { renderRichText } from "@keen/rich-text";
import { eq } from "drizzle-orm";
import type { BlobUrl } from "../../lib/file-url";
import type { Actor } from "../../lib/policy";
import { type CardListRow, loadDraftDiffers } from "./card-list-query";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `/File/{blobId}/Content` sources of rich text, as the editor writes them. */
const fileSrc = /^\/File\/([0-9a-f-]{36})\/Content$/i;

/** The content a card view shows for `kind` (the version asked for by number, else the latest). */
export function shownContent(card: CardView, kind: CardVersionKind): CardContent {
  const version = kind === "published" ? (card.requested ?? card.latest) : null;
  return normalizeContent(version ? version.content : card.draft);
}

/**
 * The `CardDetailSchema` view of a card as read (`readCardView`), showing the content the read
 * decided: the draft or the published version's content (version `requested`
 * when one was asked for by number) with sanitised HTML beside each rich-text field, type,
 * disciplines, cover URL, authors, editors, version facts, engagement figures and the caller's
 * abilities. It only maps: everything was read before. Draft-only facts (`hasUnpublishedChanges`,
 * `draftRevision`) are hidden from readers who may not see the draft.
 */
export function presentCardDetail(
  { card, shown: kind, mayReadDraft }: CardRead<CardView>,
  actor: Actor,
  lookups: CardLookupTables,
  blobUrl: BlobUrl,
): CardDetail {
  const { latest } = card;
  const version = kind === "published" ? (card.requested ?? latest) : null;
  const content = shownContent(card, kind);
  // The card's own files only: the reader may read the card, so they may read its files.
  const cardBlobs = new Set(card.files.flatMap((file) => [file.blobId, file.previewBlobId]));
  const resolveImageSrc = (src: string) => {
    const blobId = fileSrc.exec(src)?.[1]?.toLowerCase();
    return blobId && cardBlobs.has(blobId) ? blobUrl(blobId) : null;
  };
  const cover = card.files.find((file) => file.id === content.coverImageId && file.kind === "image");
  const render = (field: keyof Pick<CardContent, "description" | "learningObjectives" | "instructorTips">) =>
    renderRichText(content[field], { resolveImageSrc });
  return {
    ...content,
    id: card.id,
    version: kind,
    status: card.status,
    isDeleted: card.deletedAt !== null,
    deletedAt: iso(card.deletedAt),
    versionNumber: version?.number ?? null,
    latestVersionNumber: latest?.number ?? null,
    draftRevision: mayReadDraft ? card.draftRevision : 0,
    hasUnpublishedChanges: mayReadDraft && (!latest || !isSameValue(card.draft, latest.content)),
    type: (content.typeId && lookups.types.get(content.typeId)) || null,
    disciplines: content.attributes.disciplineIds.flatMap((id) => lookups.disciplines.get(id) ?? []),
    descriptionHtml: render("description"),
    learningObjectivesHtml: render("learningObjectives"),
    instructorTipsHtml: render("instructorTips"),
    coverImageUrl: cover ? blobUrl(cover.previewBlobId ?? cover.blobId) : null,
    authors: card.people.authors,
    editors: card.people.editors,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
    publishedAt: version ? version.publishedAt.toISOString() : null,
    firstPublishedAt: iso(card.firstPublishedAt),
    isHidden: card.resource.isHidden,
    abilities: cardAbilities(actor, card.resource),
    ...presentEngagement(card.engagement),
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
  blobUrl: BlobUrl,
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
      blobUrl,
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
  const mayReadDraft = resources.map((resource) => cardReadRights(actor, resource).mayReadDraft);
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
export async function presentCardSummary(
  db: Executor,
  card: LoadedCard,
  actor: Actor,
  blobUrl: BlobUrl,
): Promise<CardSummary> {
  const [version] = card.publishedVersionId
    ? await db.select().from(cardVersions).where(eq(cardVersions.id, card.publishedVersionId))
    : [];
  const showsPublished = !!version && cardReadRights(actor, card.resource).mayReadPublished;
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
    blobUrl,
  );
  return summary!;
}
