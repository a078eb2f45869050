import { Readable } from "node:stream";
import { cardLookups } from "@keen/cards";
import type { CardContentPatch, CardResources } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import type { BlobStore } from "../../apps/api/src/lib/blob-store";
import { recordBlob } from "../../apps/api/src/lib/uploads";
import { storeCardImage } from "../../apps/api/src/modules/card-files/image-renditions";
import { recordCardImage } from "../../apps/api/src/modules/card-files/receive-card-image";
import { insertDraftFile } from "../../apps/api/src/modules/card-files/stored-files";
import { addCardAuthor } from "../../apps/api/src/modules/cards/add-card-author";
import { createCard } from "../../apps/api/src/modules/cards/create-card";
import { updateCardDraft } from "../../apps/api/src/modules/cards/update-card-draft";
import { type DemoCardSpec, toRichText } from "./demo-card-spec";
import { renderCover } from "./demo-covers";
import { demoFilesOf } from "./demo-files";
import type { DemoPeople } from "./demo-members-seed";

/** What a demo card needs from the database: type and discipline ids by name. */
export type DemoLookups = { typeIds: Map<string, string>; disciplineIds: Map<string, string> };

/** Deterministic UUIDs (version 4 layout) for indicators, folders and links, so seeds compare equal. */
export function demoUuid(...parts: number[]): string {
  const hex = parts
    .map((part) => part.toString(16).padStart(4, "0"))
    .join("")
    .padEnd(12, "0")
    .slice(0, 12);
  return `00000000-0000-4000-8d00-${hex}`;
}

/** The card's content without its files: every section the editor fills. */
function contentOf(card: DemoCardSpec, index: number, lookups: DemoLookups): CardContentPatch {
  return {
    typeId: lookups.typeIds.get(card.type)!,
    title: card.title,
    summary: card.summary,
    description: toRichText(card.description),
    learningObjectives: toRichText([
      "By the end of this card, students will be able to:",
      { steps: card.objectives },
    ]),
    instructorTips: toRichText(card.tips),
    mindset: {
      curiosity: { isSelected: true, elaboration: card.mindset.curiosity },
      connections: { isSelected: true, elaboration: card.mindset.connections },
      creatingValue: { isSelected: true, elaboration: card.mindset.creatingValue },
      indicators: card.mindset.indicators.map((text, i) => ({
        id: demoUuid(index, 1, i),
        text,
        isAssessed: i === 0,
      })),
    },
    attributes: {
      disciplineIds: card.disciplines.map((name) => {
        const id = lookups.disciplineIds.get(name);
        if (!id) throw new Error(`Demo card "${card.title}": unknown discipline ${name}`);
        return id;
      }),
      courseLevel: card.level,
      tags: card.tags,
      classSize: card.size,
      timeRequired: card.time,
      license: card.license,
    },
  };
}

/**
 * Makes one demo card as its authors would in the editor: creates the draft with every section,
 * uploads a generated cover (stored with its renditions like an uploaded image) and its
 * attachments into a resources folder, saves the cover and resources, and adds the co-authors.
 * Answers the card id; publishing is the caller's.
 */
export async function createDemoCard(
  deps: { db: Database; store: BlobStore; jobs: JobSender; people: DemoPeople; lookups: DemoLookups },
  card: DemoCardSpec,
  index: number,
): Promise<string> {
  const { db, store, jobs, people } = deps;
  const person = (key: string) => {
    const id = people.get(key);
    if (!id) throw new Error(`Demo card "${card.title}": unknown author ${key}`);
    return id;
  };
  const actor = { userId: person(card.authors[0]!), role: "member" as const };
  const cardId = await createCard(db, actor, contentOf(card, index, deps.lookups));

  const cover = await storeCardImage(store, await renderCover(card, index), "image/png");
  const folderId = demoUuid(index, 2);
  const files = demoFilesOf(card);
  const stored = await Promise.all(
    files.map(async (file) => ({
      ...file,
      blob: {
        ...(await store.put(Readable.from([file.bytes]), { contentType: file.contentType })),
        contentType: file.contentType,
      },
    })),
  );
  const { coverId, attachmentIds } = await db.transaction(async (tx) => {
    const image = await recordCardImage(tx, { ...cover, name: "cover.png" }, actor.userId);
    const coverFile = await insertDraftFile(tx, { cardId, kind: "image", ...image }, cover.main.key);
    const attachments = [];
    for (const file of stored) {
      const blobId = await recordBlob(tx, file.blob, actor.userId);
      const values = { cardId, kind: "attachment" as const, name: file.name, contentType: file.contentType };
      attachments.push(
        await insertDraftFile(
          tx,
          { ...values, size: file.blob.size, blobId, folderId, createdBy: actor.userId },
          file.blob.key,
        ),
      );
    }
    return { coverId: coverFile.id, attachmentIds: attachments.map((file) => file.id) };
  });

  const resources: CardResources = {
    folders: [
      {
        id: folderId,
        title: "Handouts and data",
        description: "Everything you need to run this in class; adapt freely under the card's license.",
        items: [
          ...attachmentIds.map((attachmentId) => ({ kind: "attachment" as const, attachmentId })),
          ...(card.links ?? []).map((link, i) => ({
            kind: "link" as const,
            id: demoUuid(index, 3, i),
            ...link,
          })),
        ],
      },
    ],
  };
  await updateCardDraft(
    db,
    jobs,
    actor,
    cardId,
    { baseRevision: 0, changes: { coverImageId: coverId, resources } },
    cardLookups(db),
  );
  for (const key of card.authors.slice(1))
    await addCardAuthor(db, jobs, actor, cardId, { kind: "member", userId: person(key) });
  if (card.externalAuthor)
    await addCardAuthor(db, jobs, actor, cardId, { kind: "external", ...card.externalAuthor });
  return cardId;
}
