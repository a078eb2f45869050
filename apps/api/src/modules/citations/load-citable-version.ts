import { readCard } from "@keen/cards";
import { cardVersions, type Database, users } from "@keen/db";
import { and, eq, inArray } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/policy";

/** A person as citations name them. */
export type CitedName = { given: string; family: string };

/** What a citation says about one published version of a card. */
export type CitableVersion = {
  cardId: string;
  number: number;
  title: string;
  publishedAt: Date;
  /** Member authors and named external co-authors, in the card's order at that version. */
  authors: CitedName[];
};

/**
 * Splits a stored author name into given and family names: a member's own first and last names
 * when they still make up the stored name, else the last word is the family name.
 */
export function splitAuthorName(name: string, member?: { firstName: string; lastName: string }): CitedName {
  const trimmed = name.trim().replace(/\s+/g, " ");
  if (member && `${member.firstName} ${member.lastName}`.trim() === trimmed && member.lastName.trim()) {
    return { given: member.firstName.trim(), family: member.lastName.trim() };
  }
  const space = trimmed.lastIndexOf(" ");
  if (space < 0) return { given: "", family: trimmed };
  return { given: trimmed.slice(0, space), family: trimmed.slice(space + 1) };
}

/**
 * Loads the published version to cite: the latest one, or `versionNumber`. 404 when the caller
 * may not read the card's published versions (drafts never published, unknown cards) or the
 * version does not exist; 401 for anonymous callers.
 */
export async function loadCitableVersion(
  db: Database,
  actor: Actor,
  cardId: string,
  versionNumber: number | undefined,
): Promise<CitableVersion> {
  const { card } = await readCard(db, actor, cardId, { want: "published", number: versionNumber });
  const which =
    versionNumber === undefined
      ? eq(cardVersions.id, card.publishedVersionId!)
      : eq(cardVersions.number, versionNumber);
  const [version] = await db
    .select({
      number: cardVersions.number,
      title: cardVersions.title,
      publishedAt: cardVersions.publishedAt,
      authors: cardVersions.authors,
    })
    .from(cardVersions)
    .where(and(eq(cardVersions.cardId, cardId), which));
  if (!version) throw notFound("Version");
  const memberIds = version.authors.flatMap((author) => (author.userId ? [author.userId] : []));
  const members =
    memberIds.length === 0
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, memberIds));
  const byId = new Map(members.map((member) => [member.id, member]));
  return {
    cardId,
    number: version.number,
    title: version.title,
    publishedAt: version.publishedAt,
    authors: version.authors.map((author) =>
      splitAuthorName(author.name, author.userId ? byId.get(author.userId) : undefined),
    ),
  };
}
