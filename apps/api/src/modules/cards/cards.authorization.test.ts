import { cardAuthors } from "@keen/db";
import { eq } from "drizzle-orm";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { buildTestApp, buildUser } from "../../test/factories";
import {
  buildMatrixCard,
  callerForRole,
  cardsTestClient,
  describeAuthorizationMatrix,
  type MatrixRoute,
} from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

type Role = "visitor" | "member" | "author" | "editor" | "admin";
const roles: Role[] = ["visitor", "member", "author", "editor", "admin"];
type State = "draft" | "published" | "deleted";
type Fixture = {
  cardId: string;
  author: Member;
  editor: Member;
  /** A member with no part in the card (to add as an editor). */
  outsider: Member;
  externalAuthorId: string;
  authorIds: string[];
};
/** Expected statuses are for visitor, member, author, editor, admin. */
type Route = MatrixRoute<Fixture, State>;

let typeCounter = 0;
const routes: Route[] = [
  { method: "GET", path: (f) => `/Card/${f.cardId}`, state: "draft", expected: [401, 404, 200, 200, 200] },
  {
    method: "GET",
    path: (f) => `/Card/${f.cardId}`,
    state: "published",
    expected: [200, 200, 200, 200, 200],
  },
  { method: "GET", path: (f) => `/Card/${f.cardId}`, state: "deleted", expected: [401, 404, 200, 404, 200] },
  {
    method: "PUT",
    path: (f) => `/Card/${f.cardId}`,
    state: "draft",
    body: () => ({ baseRevision: 0, changes: { title: "T" } }),
    expected: [401, 404, 200, 200, 200],
  },
  {
    method: "PUT",
    path: (f) => `/Card/${f.cardId}`,
    state: "published",
    body: () => ({ baseRevision: 0, changes: { title: "T" } }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: "DELETE",
    path: (f) => `/Card/${f.cardId}`,
    state: "published",
    expected: [401, 403, 204, 403, 204],
  },
  {
    method: "POST",
    path: (f) => `/Card/${f.cardId}/Publish`,
    state: "draft",
    expected: [401, 404, 200, 403, 200],
  },
  {
    method: "POST",
    path: (f) => `/Card/${f.cardId}/Unpublish`,
    state: "published",
    expected: [401, 403, 200, 403, 200],
  },
  {
    method: "POST",
    path: (f) => `/Card/${f.cardId}/Restore`,
    state: "deleted",
    expected: [401, 404, 200, 404, 200],
  },
  {
    method: "POST",
    path: (f) => `/Card/${f.cardId}/SyncLatestVersion`,
    state: "published",
    expected: [401, 403, 200, 200, 200],
  },
  {
    method: "GET",
    path: (f) => `/Card/${f.cardId}/Related`,
    state: "draft",
    expected: [401, 404, 200, 200, 200],
  },
  {
    method: "GET",
    path: (f) => `/Card/${f.cardId}/Related`,
    state: "published",
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: "GET",
    path: (f) => `/Card/${f.cardId}/Published`,
    state: "published",
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: "GET",
    path: (f) => `/Card/${f.cardId}/Published`,
    state: "draft",
    expected: [401, 404, 200, 200, 200],
  },
  {
    method: "GET",
    path: (f) => `/Card/${f.cardId}/Summary`,
    state: "draft",
    expected: [401, 404, 200, 200, 200],
  },
  {
    method: "GET",
    path: (f) => `/Card/${f.cardId}/Summary`,
    state: "published",
    expected: [200, 200, 200, 200, 200],
  },
  {
    method: "GET",
    path: (f) => `/Card/${f.cardId}/Authors`,
    state: "draft",
    expected: [401, 404, 200, 200, 200],
  },
  {
    method: "POST",
    path: (f) => `/Card/${f.cardId}/Authors`,
    state: "published",
    body: () => ({ kind: "external", name: "Guest" }),
    expected: [401, 403, 201, 403, 201],
  },
  {
    method: "PUT",
    path: (f) => `/Card/${f.cardId}/Authors`,
    state: "published",
    body: (f) => ({ authorIds: [...f.authorIds].reverse() }),
    expected: [401, 403, 200, 403, 200],
  },
  {
    method: "DELETE",
    path: (f) => `/Card/${f.cardId}/Authors/${f.externalAuthorId}`,
    state: "published",
    expected: [401, 403, 204, 403, 204],
  },
  {
    method: "GET",
    path: (f) => `/Card/${f.cardId}/Editors`,
    state: "draft",
    expected: [401, 404, 200, 200, 200],
  },
  {
    method: "POST",
    path: (f) => `/Card/${f.cardId}/Editors`,
    state: "draft",
    body: (f) => ({ userId: f.outsider.id }),
    expected: [401, 404, 201, 403, 201],
  },
  {
    method: "DELETE",
    path: (f) => `/Card/${f.cardId}/Editors/${f.editor.id}`,
    state: "published",
    expected: [401, 403, 204, 403, 204],
  },
  { method: "GET", path: () => "/Card", state: "published", expected: [200, 200, 200, 200, 200] },
  {
    method: "GET",
    path: (f) => `/Card/ByUser/${f.author.id}`,
    state: "published",
    expected: [200, 200, 200, 200, 200],
  },
  { method: "GET", path: () => "/Lookup/CardTypes", state: "draft", expected: [200, 200, 200, 200, 200] },
  {
    method: "POST",
    path: () => "/Lookup/CardTypes",
    state: "draft",
    body: () => ({ name: `Workshop ${++typeCounter}` }),
    expected: [401, 403, 403, 403, 201],
  },
];

async function setUp(state: State): Promise<Fixture> {
  const { author, editor, card } = await buildMatrixCard(db, state);
  const [external] = await db
    .insert(cardAuthors)
    .values({ cardId: card.id, externalName: "External Expert", position: 1 })
    .returning();
  const authors = await db
    .select({ id: cardAuthors.id })
    .from(cardAuthors)
    .where(eq(cardAuthors.cardId, card.id));
  return {
    cardId: card.id,
    author,
    editor,
    outsider: await buildUser(db),
    externalAuthorId: external!.id,
    authorIds: authors.map((row) => row.id),
  };
}

const callerFor = (role: Role, fixture: Fixture) => callerForRole(db, role, fixture);

/** Route paths with placeholders instead of ids, for test names. */
const placeholders = {
  cardId: "{cardId}",
  author: { id: "{userId}" },
  editor: { id: "{editorId}" },
  externalAuthorId: "{authorId}",
} as unknown as Fixture;

describeAuthorizationMatrix("cards authorization matrix", {
  call,
  roles,
  routes,
  setUp,
  callerFor,
  placeholders,
});
