import type { CardAuthor, CardEditor } from "@keen/contracts";
import type { Executor } from "@keen/db";
import { cardAuthors, cardEditors, institutions, userInstitutions, users } from "@keen/db";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";

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
  for (const row of authorRows) byCard.get(row.cardId)?.authors.push(toCardAuthor(row));
  for (const row of editorRows) byCard.get(row.cardId)?.editors.push(toCardEditor(row));
  return byCard;
}

/** The author rows of `authorsJson`, as PostgreSQL's `json_agg` gives them. */
type AuthorJson = {
  id: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  institution: string | null;
  externalName: string | null;
  externalTitle: string | null;
  externalInstitution: string | null;
};
type EditorJson = {
  userId: string;
  firstName: string;
  lastName: string;
  title: string | null;
  institution: string | null;
};

/** The primary institution name of the member `userId` (position 0), as a SQL expression. */
const institutionOf = (userId: SQL) => sql`(
  select i.name::text from ${userInstitutions} ui join ${institutions} i on i.id = ui.institution_id
  where ui.user_id = ${userId} order by ui.position limit 1)`;

/**
 * The authors (in order) and editors of the card `cardId` (a SQL column) as two JSON arrays, for
 * single-statement card reads (`loadCardView`); `toCardPeople` maps them.
 */
export function cardPeopleJson(cardId: SQL): { authors: SQL<AuthorJson[]>; editors: SQL<EditorJson[]> } {
  return {
    authors: sql<AuthorJson[]>`coalesce((
      select json_agg(json_build_object(
        'id', a.id, 'userId', a.user_id, 'firstName', u.first_name, 'lastName', u.last_name,
        'title', u.title, 'institution', ${institutionOf(sql`u.id`)}, 'externalName', a.external_name,
        'externalTitle', a.external_title, 'externalInstitution', a.external_institution
      ) order by a.position, a.created_at)
      from ${cardAuthors} a left join ${users} u on u.id = a.user_id where a.card_id = ${cardId}), '[]')`,
    editors: sql<EditorJson[]>`coalesce((
      select json_agg(json_build_object(
        'userId', e.user_id, 'firstName', u.first_name, 'lastName', u.last_name, 'title', u.title,
        'institution', ${institutionOf(sql`u.id`)}
      ) order by e.created_at)
      from ${cardEditors} e join ${users} u on u.id = e.user_id where e.card_id = ${cardId}), '[]')`,
  };
}

/** A member or external author as card views show it. */
function toCardAuthor(row: AuthorJson): CardAuthor {
  const isExternal = row.userId === null;
  return {
    id: row.id,
    userId: row.userId,
    name: isExternal
      ? (row.externalName ?? "")
      : memberName({ firstName: row.firstName ?? "", lastName: row.lastName ?? "" }),
    title: isExternal ? row.externalTitle : row.title,
    institution: isExternal ? row.externalInstitution : row.institution,
    isExternal,
  };
}

function toCardEditor(row: EditorJson): CardEditor {
  return {
    userId: row.userId,
    name: memberName(row),
    title: row.title,
    institution: row.institution,
  };
}

/** `CardPeople` from the JSON of `cardPeopleJson`. */
export function toCardPeople(authors: AuthorJson[], editors: EditorJson[]): CardPeople {
  return { authors: authors.map(toCardAuthor), editors: editors.map(toCardEditor) };
}
