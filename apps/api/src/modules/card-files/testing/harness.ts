import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { blobs, cards, type Database } from "@keen/db";
import { eq } from "drizzle-orm";
import { afterAll } from "vitest";
import type { Member } from "../../../plugins/auth";
import {
  type BuildCardOptions,
  bearer,
  buildCard,
  buildTestApp,
  buildUser,
  signTokenFor,
} from "../../../test/factories";
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
  const storedFiles = () => {
    const root = path.join(dataDir, "blobs");
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  };
  return { app, dataDir, storedFiles };
}

/** A multipart body for `app.inject()`: `fields` first or after the file, as given. */
export async function multipart(
  file: { content: Buffer; name: string; type: string } | null,
  fields: Record<string, string> = {},
  options: { fieldsAfterFile?: boolean } = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  const addFields = () => {
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
  };
  if (!options.fieldsAfterFile) addFields();
  if (file) form.append("file", new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  if (options.fieldsAfterFile) addFields();
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

export type Role = "visitor" | "member" | "author" | "editor" | "admin";
export const roles: Role[] = ["visitor", "member", "author", "editor", "admin"];

/** A card with a member author, an editor, an unrelated member and an admin, and their tokens. */
export async function buildCardWithPeople(
  db: Database,
  options: Omit<BuildCardOptions, "author" | "editors"> = {},
) {
  const people: Record<Exclude<Role, "visitor">, Member> = {
    author: await buildUser(db),
    editor: await buildUser(db),
    member: await buildUser(db),
    admin: await buildUser(db, { role: "admin" }),
  };
  const card = await buildCard(db, { ...options, author: people.author, editors: [people.editor] });
  const tokens = Object.fromEntries(
    await Promise.all(
      Object.entries(people).map(async ([role, member]) => [role, await signTokenFor(member)]),
    ),
  ) as Record<Exclude<Role, "visitor">, string>;
  const headersFor = (role: Role): Record<string, string> => (role === "visitor" ? {} : bearer(tokens[role]));
  return { card, people, tokens, headersFor };
}

/** What Publish does to files: the draft's links are copied to the card's published version. */
export async function publishDraftFiles(db: Database, cardId: string): Promise<void> {
  const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
  if (!card?.publishedVersionId) throw new Error("the card has no published version");
  await db.transaction((tx) => linkDraftFilesToVersion(tx, cardId, card.publishedVersionId!));
}

/** How many blob rows exist. */
export async function countBlobRows(db: Database): Promise<number> {
  return (await db.select({ id: blobs.id }).from(blobs)).length;
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
