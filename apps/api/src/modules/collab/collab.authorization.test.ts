import { randomUUID } from "node:crypto";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { buildTestApp } from "../../test/factories";
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

type Role = "visitor" | "member" | "author" | "editor" | "admin";
const roles: Role[] = ["visitor", "member", "author", "editor", "admin"];
type State = "draft" | "published" | "deleted" | "unknown";
type Fixture = { cardId: string; author: Member; editor: Member };

/** Expected statuses are for visitor, member, author, editor, admin. */
const routes: MatrixRoute<Fixture, State>[] = [
  {
    method: "GET",
    path: (f) => `/TipTap/token/${f.cardId}`,
    state: "draft",
    expected: [401, 404, 200, 200, 200],
  },
  {
    method: "GET",
    path: (f) => `/TipTap/token/${f.cardId}`,
    state: "published",
    expected: [401, 403, 200, 200, 200],
  },
  // Authors and admins still see a deleted card; nobody edits it.
  {
    method: "GET",
    path: (f) => `/TipTap/token/${f.cardId}`,
    state: "deleted",
    expected: [401, 404, 403, 404, 403],
  },
  {
    method: "GET",
    path: (f) => `/TipTap/token/${f.cardId}`,
    state: "unknown",
    expected: [401, 404, 404, 404, 404],
  },
];

async function setUp(state: State): Promise<Fixture> {
  const { author, editor, card } = await buildMatrixCard(db, state === "unknown" ? "draft" : state);
  return { cardId: state === "unknown" ? randomUUID() : card.id, author, editor };
}

const callerFor = (role: Role, fixture: Fixture) => callerForRole(db, role, fixture);

describeAuthorizationMatrix("collab token authorization matrix", {
  call,
  roles,
  routes,
  setUp,
  callerFor,
  placeholders: { cardId: "{cardId}" } as Fixture,
});
