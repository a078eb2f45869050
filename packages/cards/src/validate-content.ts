import { type CardContentPatch, richTextFields } from "@keen/contracts";
import { cardFiles, cardTypes, type Executor } from "@keen/db";
import { findRichTextProblem } from "@keen/rich-text/schema";
import { badRequest } from "@keen/server-kit/errors";
import { and, eq, inArray } from "drizzle-orm";
import type { CardLookups } from "./card-lookups";
import { loadDisciplines } from "./card-references";
import type { CardFileFact } from "./load-card";

type Problem = { field: string; message: string };

/**
 * What the caller already read, so checking needs no statement of its own: the cached lookup
 * tables and the card's files (`loadCardView`).
 */
export type KnownFacts = { lookups?: CardLookups; files?: readonly Pick<CardFileFact, "id" | "kind">[] };

/** Tags without duplicates (compared case-insensitively; the first spelling wins). */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Checks what the zod schema cannot: rich text fits the editor's schema, the type and
 * disciplines exist, and the cover image and attachments are files of this card. Answers one
 * 400 listing every problem (fields prefixed with `prefix`, e.g. `changes.`); returns the patch
 * with duplicate tags removed.
 */
export async function validateContentPatch(
  db: Executor,
  cardId: string | null,
  patch: CardContentPatch,
  prefix = "",
  known: KnownFacts = {},
): Promise<CardContentPatch> {
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({ field: `${prefix}${field}`, message });

  for (const field of richTextFields) {
    const doc = patch[field];
    const problem = doc ? findRichTextProblem(doc) : null;
    if (problem) add(field, `is not a valid rich-text document (${problem})`);
  }
  const disciplineIds = patch.attributes?.disciplineIds ?? [];
  const tables =
    known.lookups && (await known.lookups.get({ typeIds: [patch.typeId ?? null], disciplineIds }));
  if (patch.typeId) {
    const [type] = tables
      ? [tables.types.get(patch.typeId)].filter(Boolean)
      : await db.select({ id: cardTypes.id }).from(cardTypes).where(eq(cardTypes.id, patch.typeId));
    if (!type) add("typeId", "is not a known card type");
  }
  if (disciplineIds.length > 0) {
    const names = tables?.disciplines ?? (await loadDisciplines(db, disciplineIds));
    const unknown = disciplineIds.filter((id) => !names.has(id));
    if (unknown.length > 0) add("attributes.disciplineIds", `has unknown disciplines: ${unknown.join(", ")}`);
  }
  const attachmentIds = (patch.resources?.folders ?? []).flatMap((folder) =>
    folder.items.flatMap((item) => (item.kind === "attachment" ? [item.attachmentId] : [])),
  );
  const wantedFiles = [...attachmentIds, ...(patch.coverImageId ? [patch.coverImageId] : [])];
  if (wantedFiles.length > 0) {
    const files = known.files
      ? known.files.filter((file) => wantedFiles.includes(file.id))
      : cardId
        ? await db
            .select({ id: cardFiles.id, kind: cardFiles.kind })
            .from(cardFiles)
            .where(and(eq(cardFiles.cardId, cardId), inArray(cardFiles.id, wantedFiles)))
        : [];
    const kindOf = new Map(files.map((file) => [file.id, file.kind]));
    if (patch.coverImageId && kindOf.get(patch.coverImageId) !== "image") {
      add("coverImageId", "must be one of this card's images");
    }
    const strangers = attachmentIds.filter((id) => kindOf.get(id) !== "attachment");
    if (strangers.length > 0) {
      add("resources", `refers to files that are not attachments of this card: ${strangers.join(", ")}`);
    }
  }

  if (problems.length > 0) {
    const [first] = problems;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
    throw badRequest(`${first!.field}: ${first!.message}${more}`, problems);
  }
  return patch.attributes?.tags
    ? { ...patch, attributes: { ...patch.attributes, tags: uniqueTags(patch.attributes.tags) } }
    : patch;
}
