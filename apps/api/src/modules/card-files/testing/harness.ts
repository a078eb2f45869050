import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cards, type Database } from "@keen/db";
import { eq } from "drizzle-orm";
import { afterAll } from "vitest";
import type { Member } from "../../../plugins/auth";
import {
  type BuildCardOptions,
  buildCardWithEditor,
  buildTestApp,
  buildUser,
  headersForCast,
} from "../../../test/factories";
import { multipart, storedBlobFiles } from "../../../test/file-fixtures";
import { linkDraftFilesToVersion } from "../../cards/card-file-links";

/**
 * The API for a card-files test file: blobs under a temporary `DATA_DIR` (removed afterwards)
 * and a 1 MB upload limit, so limit tests stay small.
 */
export async function buildFilesTestApp(db: Database, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "keen-files-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildTestApp(db, {
    env: { DATA_DIR: dataDir, MAX_UPLOAD_MB: "1", RATE_LIMIT_MAX: "100000", ...env },
  });
  /** Files currently stored on disk (temp files included). */
  const storedFiles = () => storedBlobFiles(dataDir);
  return { app, dataDir, storedFiles };
}

export type Role = "visitor" | "member" | "author" | "editor" | "admin";
export const roles: Role[] = ["visitor", "member", "author", "editor", "admin"];

/** A card with a member author, an editor, an unrelated member and an admin, and their tokens. */
export async function buildCardWithPeople(
  db: Database,
  options: Omit<BuildCardOptions, "author" | "editors"> = {},
) {
  const { author, editor, card } = await buildCardWithEditor(db, options);
  const people: Record<Exclude<Role, "visitor">, Member> = {
    author,
    editor,
    member: await buildUser(db),
    admin: await buildUser(db, { role: "admin" }),
  };
  const headersFor: (role: Role) => Record<string, string> = await headersForCast(people);
  return { card, people, headersFor };
}

/** What Publish does to files: the draft's links are copied to the card's published version. */
export async function publishDraftFiles(db: Database, cardId: string): Promise<void> {
  const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
  if (!card?.publishedVersionId) throw new Error("the card has no published version");
  await db.transaction((tx) => linkDraftFilesToVersion(tx, cardId, card.publishedVersionId!));
}

/** Uploads one file as multipart (`kind` picks the route) and returns the response. */
export async function uploadFile(
  app: Awaited<ReturnType<typeof buildFilesTestApp>>["app"],
  cardId: string,
  kind: "Images" | "Attachments",
  headers: Record<string, string>,
  file: { content: Buffer; name: string; type: string },
) {
  const body = await multipart(file);
  return app.inject({
    method: "POST",
    url: `/Card/${cardId}/${kind}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
