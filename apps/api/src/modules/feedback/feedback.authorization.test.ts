import { cardBookmarks, cardFeedback, cardFeedbackRequests } from "@keen/db";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { buildTestApp, buildUser } from "../../test/factories";
import {
  buildMatrixCard,
  callerForRole,
  cardsTestClient,
  describeAuthorizationMatrix,
  type MatrixRoute,
} from "../cards/cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

/** `asked` is a member with an open feedback request on the card. */
type Role = "visitor" | "member" | "author" | "editor" | "admin" | "asked";
const roles: Role[] = ["visitor", "member", "author", "editor", "admin", "asked"];
type State = "draft" | "published" | "deleted";
type Fixture = {
  cardId: string;
  author: Member;
  editor: Member;
  asked: Member;
  outsider: Member;
  requestId: string;
};
/** Expected statuses are for visitor, member, author, editor, admin, asked. */
type Route = MatrixRoute<Fixture, State>;

const giveFeedback = (f: Fixture, caller: Member) =>
  db.insert(cardFeedback).values({ cardId: f.cardId, userId: caller.id, rating: 3 });
const feedback = (f: Fixture) => `/Card/${f.cardId}/Feedback`;
const requests = (f: Fixture) => `/Card/${f.cardId}/FeedbackRequests`;
const askOutsider = (f: Fixture) => ({ userIds: [f.outsider.id] });

const routes: Route[] = [
  { method: "GET", path: feedback, state: "published", expected: [200, 200, 200, 200, 200, 200] },
  { method: "GET", path: feedback, state: "draft", expected: [401, 404, 200, 200, 200, 200] },
  { method: "GET", path: feedback, state: "deleted", expected: [401, 404, 200, 404, 200, 404] },
  {
    method: "PUT",
    path: feedback,
    state: "published",
    body: () => ({ rating: 4 }),
    expected: [401, 200, 403, 403, 200, 200],
  },
  {
    method: "PUT",
    path: feedback,
    state: "draft",
    body: () => ({ rating: 4 }),
    expected: [401, 404, 403, 403, 403, 200],
  },
  {
    method: "PUT",
    path: feedback,
    state: "deleted",
    body: () => ({ rating: 4 }),
    expected: [401, 404, 403, 404, 403, 404],
  },
  { method: "DELETE", path: feedback, state: "published", expected: [401, 404, 404, 404, 404, 404] },
  {
    method: "DELETE",
    path: feedback,
    state: "published",
    prepare: giveFeedback,
    expected: [401, 204, 204, 204, 204, 204],
  },
  {
    method: "POST",
    path: requests,
    state: "draft",
    body: askOutsider,
    expected: [401, 404, 200, 200, 200, 403],
  },
  {
    method: "POST",
    path: requests,
    state: "published",
    body: askOutsider,
    expected: [401, 403, 200, 200, 200, 403],
  },
  {
    method: "POST",
    path: requests,
    state: "deleted",
    body: askOutsider,
    expected: [401, 404, 403, 404, 403, 404],
  },
  { method: "GET", path: requests, state: "draft", expected: [401, 404, 200, 200, 200, 403] },
  { method: "GET", path: requests, state: "published", expected: [401, 403, 200, 200, 200, 403] },
  { method: "GET", path: requests, state: "deleted", expected: [401, 404, 200, 404, 200, 404] },
  {
    method: "DELETE",
    path: (f) => `${requests(f)}/${f.requestId}`,
    state: "draft",
    expected: [401, 404, 200, 200, 200, 403],
  },
  {
    method: "DELETE",
    path: (f) => `${requests(f)}/${f.requestId}`,
    state: "published",
    expected: [401, 403, 200, 200, 200, 403],
  },
  {
    method: "GET",
    path: () => "/Card/FeedbackRequests/Mine",
    state: "draft",
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: "POST",
    path: (f) => `/Card/${f.cardId}/Bookmark`,
    state: "published",
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: "POST",
    path: (f) => `/Card/${f.cardId}/Bookmark`,
    state: "draft",
    expected: [401, 404, 404, 404, 404, 404],
  },
  {
    method: "DELETE",
    path: (f) => `/Card/${f.cardId}/Bookmark`,
    state: "published",
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: "DELETE",
    path: (f) => `/Card/${f.cardId}/Bookmark`,
    state: "deleted",
    prepare: (f, caller) => db.insert(cardBookmarks).values({ cardId: f.cardId, userId: caller.id }),
    expected: [401, 200, 200, 200, 200, 200],
  },
  {
    method: "GET",
    path: () => "/Card/Bookmarked",
    state: "published",
    expected: [401, 200, 200, 200, 200, 200],
  },
];

async function setUp(state: State): Promise<Fixture> {
  const { author, editor, card } = await buildMatrixCard(db, state);
  const asked = await buildUser(db);
  const [request] = await db
    .insert(cardFeedbackRequests)
    .values({ cardId: card.id, requesterId: author.id, requesteeId: asked.id })
    .returning();
  return { cardId: card.id, author, editor, asked, outsider: await buildUser(db), requestId: request!.id };
}

const callerFor = (role: Role, fixture: Fixture) => callerForRole(db, role, fixture);

const placeholders = { cardId: "{cardId}", requestId: "{requestId}" } as Fixture;

describeAuthorizationMatrix("feedback and bookmarks authorization matrix", {
  call,
  roles,
  routes,
  setUp,
  callerFor,
  placeholders,
});
