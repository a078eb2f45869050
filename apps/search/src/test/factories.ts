import { randomUUID } from "node:crypto";
import {
  blobs,
  cardAuthors,
  cardEditors,
  cards,
  cardTypes,
  cardVersions,
  type Database,
  institutions,
  profilePictures,
  userInstitutions,
  users,
} from "@keen/db";
import { startTestIssuer } from "@keen/server-kit/testing";
import { eq } from "drizzle-orm";
import { afterAll } from "vitest";
import { buildSearchApp } from "../app";
import { loadSearchConfig } from "../config";
import { createSearchDb } from "../modules/search/search-db";

/** A fake identity provider (own RS256 key, local JWKS) for this test file. */
export const testIssuer = await startTestIssuer();

/**
 * The search service wired to the test database and issuer, closed after the file's tests. It
 * reads through its own pool with the service's planner settings (search-db.ts), as in production.
 */
export async function buildTestSearchApp(db: Database, env: Record<string, string> = {}) {
  const config = loadSearchConfig({
    DATABASE_URL: "postgres://unused.invalid/keen",
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    OIDC_ISSUER: testIssuer.issuer,
    OIDC_AUDIENCE: testIssuer.audience,
    ...env,
  });
  const searchDb = createSearchDb(db.$client.options.connectionString!, { max: 4 });
  const app = await buildSearchApp(config, { db: searchDb, getKey: testIssuer.getKey });
  afterAll(async () => {
    await app.close();
    await searchDb.$client.end();
  });
  return app;
}

/** Inserts an onboarded member (override anything), optionally with a primary institution. */
export async function buildMember(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
  institutionName?: string,
) {
  const [member] = await db
    .insert(users)
    .values({
      subject: randomUUID(),
      email: `${randomUUID()}@example.test`,
      firstName: "Test",
      lastName: "Member",
      isOnboarded: true,
      ...overrides,
    })
    .returning();
  if (institutionName) {
    const [institution] = await db
      .insert(institutions)
      .values({ name: institutionName })
      .onConflictDoUpdate({ target: institutions.name, set: { name: institutionName } })
      .returning();
    await db
      .insert(userInstitutions)
      .values({ userId: member!.id, institutionId: institution!.id, position: 0 });
  }
  return member!;
}

/** Gives a member an uploaded profile picture of this version (blob rows only; no bytes on disk). */
export async function buildProfilePicture(db: Database, userId: string, version: string) {
  const blobIds: string[] = [];
  for (const size of [64, 256, 512]) {
    const [blob] = await db
      .insert(blobs)
      .values({
        storageKey: `test/${randomUUID()}-${size}.webp`,
        size,
        contentType: "image/webp",
        sha256: "0",
      })
      .returning({ id: blobs.id });
    blobIds.push(blob!.id);
  }
  const [blob64Id, blob256Id, blob512Id] = blobIds as [string, string, string];
  await db.insert(profilePictures).values({ userId, blob64Id, blob256Id, blob512Id, version });
}

type CardOptions = {
  title?: string;
  summary?: string;
  tags?: string[];
  /** Card type by name (seeded lookups); General unless told. */
  typeName?: string;
  status?: "draft" | "published" | "unpublished";
  isDeleted?: boolean;
  authors?: string[];
  publishedAt?: Date;
  /** Working-draft title when it differs from the published one (unpublished changes). */
  draftTitle?: string;
  /** Body text: one paragraph of the rich-text description. */
  body?: string;
  disciplineIds?: string[];
  /** Attributes of the content (none unless told, as in content written before they existed). */
  courseLevel?: string;
  license?: string;
  /** Member authors (card_authors rows) and editors, for draft search. */
  authorIds?: string[];
  editorIds?: string[];
};

/**
 * Inserts a card: a draft only, or (published / unpublished) with version 1 as its published
 * version. Content is the minimal JSON the search document reads (title, summary, tags).
 */
export async function buildSearchCard(db: Database, options: CardOptions = {}) {
  const title = options.title ?? `Test card ${randomUUID()}`;
  const summary = options.summary ?? "A card made by a test.";
  const description = options.body
    ? { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: options.body }] }] }
    : null;
  const content = {
    title,
    summary,
    description,
    attributes: {
      tags: options.tags ?? [],
      disciplineIds: options.disciplineIds ?? [],
      ...(options.courseLevel ? { courseLevel: options.courseLevel } : {}),
      ...(options.license ? { license: options.license } : {}),
    },
  };
  const status = options.status ?? "published";
  const [type] = await db
    .select({ id: cardTypes.id })
    .from(cardTypes)
    .where(eq(cardTypes.name, options.typeName ?? "General"));
  const [card] = await db
    .insert(cards)
    .values({
      draft: { ...content, title: options.draftTitle ?? title },
      status,
      deletedAt: options.isDeleted ? new Date() : null,
    })
    .returning();
  if (options.authorIds?.length) {
    await db
      .insert(cardAuthors)
      .values(options.authorIds.map((userId, position) => ({ cardId: card!.id, userId, position })));
  }
  if (options.editorIds?.length) {
    await db.insert(cardEditors).values(options.editorIds.map((userId) => ({ cardId: card!.id, userId })));
  }
  if (status === "draft") return card!;
  const [version] = await db
    .insert(cardVersions)
    .values({
      cardId: card!.id,
      number: 1,
      content,
      typeId: type?.id ?? null,
      title,
      summary,
      authors: (options.authors ?? ["Ada Lovelace"]).map((name) => ({
        userId: null,
        name,
        isExternal: true,
      })),
      publishedAt: options.publishedAt ?? new Date(),
    })
    .returning();
  await db
    .update(cards)
    .set({ publishedVersionId: version!.id, firstPublishedAt: version!.publishedAt })
    .where(eq(cards.id, card!.id));
  return card!;
}
