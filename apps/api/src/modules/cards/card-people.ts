import type { CardAuthor, CardEditor } from "@keen/contracts";
import { cardAuthors, cardEditors, institutions, userInstitutions, users } from "@keen/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "./load-card";

/** The authors (in order) and editors of a card. */
export type CardPeople = { authors: CardAuthor[]; editors: CardEditor[] };

/** A member's display name. */
export function memberName(member: { firstName: string; lastName: string }): string {
  return `${member.firstName} ${member.lastName}`.trim() || "Member";
}

/** The member's primary institution name (position 0). */
const primaryInstitution = sql<string | null>`(
  select ${institutions.name}::text from ${userInstitutions}
  join ${institutions} on ${institutions.id} = ${userInstitutions.institutionId}
  where ${userInstitutions.userId} = ${users.id}
  order by ${userInstitutions.position} limit 1
)`;

/** Authors and editors of many cards in two queries. */
export async function loadCardPeople(db: Executor, cardIds: string[]): Promise<Map<string, CardPeople>> {
  const byCard = new Map<string, CardPeople>(cardIds.map((id) => [id, { authors: [], editors: [] }]));
  if (cardIds.length === 0) return byCard;
  const [authorRows, editorRows] = await Promise.all([
    db
      .select({
        id: cardAuthors.id,
        cardId: cardAuthors.cardId,
        userId: cardAuthors.userId,
        externalName: cardAuthors.externalName,
        externalTitle: cardAuthors.externalTitle,
        externalInstitution: cardAuthors.externalInstitution,
        firstName: users.firstName,
        lastName: users.lastName,
        title: users.title,
        institution: primaryInstitution,
      })
      .from(cardAuthors)
      .leftJoin(users, eq(users.id, cardAuthors.userId))
      .where(inArray(cardAuthors.cardId, cardIds))
      .orderBy(asc(cardAuthors.position), asc(cardAuthors.createdAt)),
    db
      .select({
        cardId: cardEditors.cardId,
        userId: cardEditors.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        title: users.title,
        institution: primaryInstitution,
      })
      .from(cardEditors)
      .innerJoin(users, eq(users.id, cardEditors.userId))
      .where(and(inArray(cardEditors.cardId, cardIds)))
      .orderBy(asc(cardEditors.createdAt)),
  ]);
  for (const row of authorRows) {
    const isExternal = row.userId === null;
    byCard.get(row.cardId)?.authors.push({
      id: row.id,
      userId: row.userId,
      name: isExternal
        ? (row.externalName ?? "")
        : memberName({ firstName: row.firstName ?? "", lastName: row.lastName ?? "" }),
      title: isExternal ? row.externalTitle : row.title,
      institution: isExternal ? row.externalInstitution : row.institution,
      isExternal,
    });
  }
  for (const { cardId, firstName, lastName, ...editor } of editorRows) {
    byCard.get(cardId)?.editors.push({ ...editor, name: memberName({ firstName, lastName }) });
  }
  return byCard;
}
