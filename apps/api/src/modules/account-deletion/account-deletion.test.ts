import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  accountDeletionLockKey,
  blobs,
  cardAuthors,
  cards,
  cardVersions,
  degrees,
  disciplines,
  notificationPreferences,
  userDisciplines,
  users,
} from "@keen/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import type { Member } from "../../plugins/auth";
import { bearer, buildCard, buildTestApp, buildUser, signTokenFor } from "../../test/factories";
import { makeImage, storedBlobFiles } from "../../test/file-fixtures";
import { uploadPicture } from "../users/profile-picture/testing";
import { startFakeIdp } from "./testing/fake-idp";

const { db } = await useTestDatabase();
const idp = await startFakeIdp();
const dataDir = mkdtempSync(path.join(tmpdir(), "keen-deletion-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const app = await buildTestApp(db, { env: { IDP_MANAGEMENT_URL: idp.url, DATA_DIR: dataDir } });

const remove = async (
  target: Member,
  caller: Member | null,
  payload: object = { confirmEmail: target.email },
) => {
  const token = caller ? await signTokenFor(caller) : undefined;
  const response = await app.inject({
    method: "POST",
    url: `/User/${target.id}/delete`,
    headers: token ? bearer(token) : {},
    payload,
  });
  return { response, token };
};
const exists = async (member: Member) =>
  (await db.select().from(users).where(eq(users.id, member.id))).length === 1;
const cardAuthorsOf = async (cardId: string) =>
  (await db.select().from(cardAuthors).where(eq(cardAuthors.cardId, cardId))).sort(
    (a, b) => a.position - b.position,
  );
const versionCredits = async (cardId: string) =>
  (await db.select().from(cardVersions).where(eq(cardVersions.cardId, cardId)))[0]?.authors;

describe("POST /User/{id}/delete", () => {
  it("holds the account's deletion lock while the identity provider deletes the sign-in account", async () => {
    const member = await buildUser(db);
    const seen: boolean[] = [];
    // What the embedded IdP checks before it deletes: is the lock taken by someone else?
    idp.state.onCall = async () => {
      const result = await db.transaction((tx) =>
        tx.execute<{ isFree: boolean }>(
          sql`select pg_try_advisory_xact_lock(${accountDeletionLockKey(member.subject)}) as "isFree"`,
        ),
      );
      seen.push(result.rows[0]?.isFree === true);
    };
    try {
      expect((await remove(member, member)).response.statusCode).toBe(200);
    } finally {
      idp.state.onCall = undefined;
    }
    expect(seen).toEqual([false]);
  });

  it("removes the member, their data and drafts, keeps published cards readable, and deletes the identity", async () => {
    const member = await buildUser(db, { isOnboarded: true });
    const colleague = await buildUser(db, { firstName: "Grace", lastName: "Hopper" });
    const draft = await buildCard(db, { author: member });
    const sharedDraft = await buildCard(db, { author: member, coAuthors: [colleague] });
    const solo = await buildCard(db, { author: member, status: "published" });
    await db.insert(cardAuthors).values({ cardId: solo.id, externalName: "Guest Author", position: 1 });
    const shared = await buildCard(db, { author: member, coAuthors: [colleague], status: "published" });
    const [discipline] = await db.select().from(disciplines).limit(1);
    await db.insert(userDisciplines).values({ userId: member.id, disciplineId: discipline!.id });
    await db.insert(degrees).values({ userId: member.id, level: "Master", field: "EE" });
    await db
      .insert(notificationPreferences)
      .values({ userId: member.id, type: "weekly_digest", channel: "off" });

    const before = idp.calls.length;
    const { response, token } = await remove(member, member, {
      confirmEmail: ` ${member.email.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: member.id,
      deletedDrafts: 1,
      formerMemberCards: 1,
      coAuthoredCards: 2,
    });
    expect(idp.calls.slice(before)).toEqual([
      { method: "DELETE", path: `/api/v2/users/${member.subject}`, authorization: `Bearer ${token}` },
    ]);

    expect(await exists(member)).toBe(false);
    expect(await db.select().from(degrees).where(eq(degrees.userId, member.id))).toEqual([]);
    expect(await db.select().from(userDisciplines).where(eq(userDisciplines.userId, member.id))).toEqual([]);
    expect(
      await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, member.id)),
    ).toEqual([]);
    expect(await db.select().from(cards).where(eq(cards.id, draft.id))).toEqual([]);
    expect((await cardAuthorsOf(sharedDraft.id)).map((a) => a.userId)).toEqual([colleague.id]);

    // The sole member author of a published card becomes "Former member", in the same place.
    expect((await cardAuthorsOf(solo.id)).map((a) => [a.userId, a.externalName])).toEqual([
      [null, "Former member"],
      [null, "Guest Author"],
    ]);
    expect(await versionCredits(solo.id)).toEqual([
      { userId: null, name: "Former member", isExternal: true },
    ]);
    const viewer = bearer(await signTokenFor(colleague));
    const page = await app.inject({ method: "GET", url: `/Card/${solo.id}`, headers: viewer });
    expect(page.statusCode).toBe(200);
    expect(page.json().authors.map((a: { name: string }) => a.name)).toEqual([
      "Former member",
      "Guest Author",
    ]);

    // A co-authored card just loses the member.
    expect((await cardAuthorsOf(shared.id)).map((a) => a.userId)).toEqual([colleague.id]);
    expect(await versionCredits(shared.id)).toEqual([
      { userId: colleague.id, name: "Grace Hopper", isExternal: false },
    ]);

    const profile = await app.inject({ method: "GET", url: `/User/${member.id}`, headers: viewer });
    expect(profile.statusCode).toBe(404);
  });

  it.each([
    { caller: "visitor", status: 401 },
    { caller: "other member", status: 403 },
    { caller: "reviewer", status: 403 },
    { caller: "admin", status: 200 },
  ])("$caller → $status", async ({ caller, status }) => {
    const target = await buildUser(db);
    const callerMember =
      caller === "visitor"
        ? null
        : await buildUser(db, {
            role: caller === "admin" ? "admin" : caller === "reviewer" ? "reviewer" : "member",
          });
    const before = idp.calls.length;
    const { response, token } = await remove(target, callerMember);
    expect(response.statusCode).toBe(status);
    expect(await exists(target)).toBe(status !== 200);
    const calls = idp.calls.slice(before);
    expect(calls).toEqual(
      status === 200 ? [expect.objectContaining({ authorization: `Bearer ${token}` })] : [],
    );
  });

  it.each([
    [{}, "confirmEmail"],
    [{ confirmEmail: "" }, "confirmEmail"],
    [{ confirmEmail: 42 }, "confirmEmail"],
    [{ confirmEmail: "someone-else@example.test" }, "confirmEmail"],
  ])("answers 400 naming the field for %j and deletes nothing", async (payload, field) => {
    const member = await buildUser(db);
    const card = await buildCard(db, { author: member });
    const before = idp.calls.length;
    const { response } = await remove(member, member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe(field);
    expect(await exists(member)).toBe(true);
    expect(await db.select().from(cards).where(eq(cards.id, card.id))).toHaveLength(1);
    expect(idp.calls.length).toBe(before);
  });

  it.each([
    { idpStatus: 403, status: 403 },
    { idpStatus: 401, status: 403 },
    { idpStatus: 500, status: 503 },
  ])(
    "rolls everything back when the identity provider answers $idpStatus ($status)",
    async ({ idpStatus, status }) => {
      const member = await buildUser(db);
      const card = await buildCard(db, { author: member, status: "published" });
      idp.state.nextStatus = idpStatus;
      try {
        const { response } = await remove(member, member);
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toMatch(/nothing was deleted/);
      } finally {
        idp.state.nextStatus = 204;
      }
      expect(await exists(member)).toBe(true);
      expect((await cardAuthorsOf(card.id)).map((a) => a.userId)).toEqual([member.id]);
    },
  );

  it("treats an identity already gone at the provider (404) as deleted", async () => {
    const member = await buildUser(db);
    idp.state.nextStatus = 404;
    try {
      expect((await remove(member, member)).response.statusCode).toBe(200);
    } finally {
      idp.state.nextStatus = 204;
    }
    expect(await exists(member)).toBe(false);
  });

  it("answers 404 to an admin for an unknown member", async () => {
    const admin = await buildUser(db, { role: "admin" });
    const response = await app.inject({
      method: "POST",
      url: `/User/${randomUUID()}/delete`,
      headers: bearer(await signTokenFor(admin)),
      payload: { confirmEmail: "x@example.test" },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("profile picture", () => {
  it("removes the picture's blob rows and stored files with the account", async () => {
    const member = await buildUser(db);
    await app.jobs.runDue();
    const [rowsBefore, filesBefore] = [
      (await db.select().from(blobs)).length,
      storedBlobFiles(dataDir).length,
    ];
    expect((await uploadPicture(app, member, await makeImage("png"), "me.png", "image/png")).statusCode).toBe(
      200,
    );
    expect(storedBlobFiles(dataDir).length).toBe(filesBefore + 3);
    expect((await remove(member, member)).response.statusCode).toBe(200);
    expect((await db.select().from(blobs)).length).toBe(rowsBefore);
    // The bytes go by a job recorded in the deletion's transaction.
    expect(storedBlobFiles(dataDir).length).toBe(filesBefore + 3);
    await app.jobs.runDue();
    expect(storedBlobFiles(dataDir).length).toBe(filesBefore);
    expect((await app.inject({ method: "GET", url: `/User/${member.id}/ProfilePicture` })).statusCode).toBe(
      404,
    );
  });
});

describe("an unreachable identity provider", () => {
  it("answers 503 and deletes nothing", async () => {
    const offline = await buildTestApp(db, {
      env: { IDP_MANAGEMENT_URL: "http://127.0.0.1:9/api/v2", DATA_DIR: dataDir },
    });
    const member = await buildUser(db);
    const response = await offline.inject({
      method: "POST",
      url: `/User/${member.id}/delete`,
      headers: bearer(await signTokenFor(member)),
      payload: { confirmEmail: member.email },
    });
    expect(response.statusCode).toBe(503);
    expect(await exists(member)).toBe(true);
  });
});
