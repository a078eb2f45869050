import type { Comment, CommentList } from "@keen/contracts";
import { cardComments, type Database } from "@keen/db";
import type { ZodApp } from "@keen/server-kit";
import { expect } from "vitest";
import type { Member } from "../../plugins/auth";
import type { TestMember } from "../../test/factories";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Calls to a card's discussion as one member (null: anonymous): `request` answers the raw
 * response; the others expect success and answer the body.
 */
export function discussionClient(app: ZodApp) {
  const request = (member: TestMember | null, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: member?.headers, payload });
  const call = async (member: TestMember, method: Method, url: string, payload?: object) => {
    const response = await request(member, method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.statusCode === 204 ? null : response.json();
  };
  const comments = (cardId: string) => `/Card/${cardId}/Comments`;
  return {
    request,
    list: (member: TestMember, cardId: string, query = ""): Promise<CommentList> =>
      call(member, "GET", `${comments(cardId)}${query}`),
    comment: (member: TestMember, cardId: string, body: string, parentId?: string): Promise<Comment> =>
      call(member, "POST", comments(cardId), { body, parentId }),
    edit: (member: TestMember, cardId: string, commentId: string, body: string): Promise<Comment> =>
      call(member, "PUT", `${comments(cardId)}/${commentId}`, { body }),
    remove: (member: TestMember, cardId: string, commentId: string) =>
      call(member, "DELETE", `${comments(cardId)}/${commentId}`),
    mute: (member: TestMember, cardId: string, muted: boolean): Promise<{ muted: boolean }> =>
      call(member, "PUT", `/Card/${cardId}/CommentNotification`, { muted }),
  };
}

/** Inserts top-level comments directly, one second apart ending now (oldest first), for paging tests. */
export async function buildComments(
  db: Database,
  cardId: string,
  author: Member,
  bodies: string[],
): Promise<(typeof cardComments.$inferSelect)[]> {
  const now = Date.now();
  return db
    .insert(cardComments)
    .values(
      bodies.map((body, i) => ({
        cardId,
        authorId: author.id,
        body,
        createdAt: new Date(now - (bodies.length - i) * 1000),
      })),
    )
    .returning();
}
