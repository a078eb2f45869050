import { randomUUID } from "node:crypto";
import { type CardContent, type CardContentPatch, emptyCardContent } from "@keen/contracts";
import {
  blobs,
  cardAuthors,
  cardEditors,
  cardFileLinks,
  cardFiles,
  cards,
  cardTypes,
  cardVersions,
  type Database,
  institutions,
  users,
} from "@keen/db";
import { type SignTokenOptions, startTestIssuer } from "@keen/server-kit/testing";
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll } from "vitest";
import { type AppDeps, buildApp } from "../app";
import { loadApiConfig } from "../config";
import type { Member } from "../plugins/auth";

/**
 * A fake identity provider for this test file: its own RS256 key, and discovery, JWKS and
 * userinfo served on a random local port. No IdP process is needed.
 */
export const testIssuer = await startTestIssuer();

/** Signs an access token for the test issuer (`iss`, `aud`, `iat`, `exp` filled in). */
export function signToken(claims: Record<string, unknown>, options?: SignTokenOptions): Promise<string> {
  return testIssuer.signToken(claims, options);
}

/** A verified access token for an existing member row. */
export function signTokenFor(member: Member, extra: Record<string, unknown> = {}): Promise<string> {
  return signToken({
    sub: member.subject,
    email: member.email,
    email_verified: true,
    given_name: member.firstName,
    family_name: member.lastName,
    ...extra,
  });
}

/** `Authorization` header for `app.inject()`. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * The API wired to the test database and the test issuer (tokens verified with the injected
 * key getter unless `useRemoteJwks`), closed after the file's tests.
 */
export async function buildTestApp(
  db: Database,
  options: { env?: Record<string, string>; useRemoteJwks?: boolean; deps?: AppDeps } = {},
) {
  const config = loadApiConfig({
    DATABASE_URL: "postgres://unused.invalid/keen",
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    OIDC_ISSUER: testIssuer.issuer,
    OIDC_AUDIENCE: testIssuer.audience,
    // Tests run due jobs themselves (`app.jobs.runDue()`), deterministically.
    JOBS_WORK: "false",
    // Test members are seconds old: only the first-day limits' own tests set these low.
    NEW_MEMBER_CONVERSATIONS_PER_DAY: "100000",
    NEW_MEMBER_COMMENTS_PER_DAY: "100000",
    NEW_MEMBER_ROOMS_PER_DAY: "100000",
    ...options.env,
  });
  const app = await buildApp(config, {
    db,
    getKey: options.useRemoteJwks ? undefined : testIssuer.getKey,
    ...options.deps,
  });
  afterAll(() => app.close());
  return app;
}

let sequence = 0;
function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
}

/** Inserts a fresh member (a new `sub`, unique email); override any column. */
export async function buildUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<Member> {
  const id = unique();
  const [member] = await db
    .insert(users)
    .values({
      subject: randomUUID(),
      email: `member-${id}@example.test`,
      firstName: "Test",
      lastName: `Member ${id}`,
      ...overrides,
    })
    .returning();
  return member!;
}

/** A member with the headers to call the API as them. */
export type TestMember = { user: Member; headers: { authorization: string } };

/** Inserts a fresh member (override any column, e.g. `{ role: "admin" }`) and signs a token for them. */
export async function buildMember(db: Database, overrides: Partial<Member> = {}): Promise<TestMember> {
  const user = await buildUser(db, overrides);
  return { user, headers: bearer(await signTokenFor(user)) };
}

/**
 * Signs a token for each member of a cast (`{ author, admin, … }`) and answers the request
 * headers of a role: a bearer token, or none for "visitor".
 */
export async function headersForCast<Role extends string>(
  cast: Record<Role, Member>,
): Promise<(role: Role | "visitor") => Record<string, string>> {
  const entries = Object.entries(cast) as [Role, Member][];
  const tokens = new Map(
    await Promise.all(entries.map(async ([role, member]) => [role, await signTokenFor(member)] as const)),
  );
  return (role) => (role === "visitor" ? {} : bearer(tokens.get(role as Role)!));
}

/**
 * `call(caller, method, url, body)` on `app` as one of a cast (`headersForCast`), "visitor" with
 * no token: the shape the authorization-matrix harnesses share.
 */
export function castCaller<Caller extends string>(
  app: { inject: (options: InjectOptions) => Promise<LightMyRequestResponse> },
  headersFor: (caller: Caller) => Record<string, string>,
) {
  return (caller: Caller, method: InjectOptions["method"], url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: headersFor(caller),
      ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
    });
}

/** Inserts a fresh institution with a unique name; override any column. */
export async function buildInstitution(
  db: Database,
  overrides: Partial<typeof institutions.$inferInsert> = {},
): Promise<typeof institutions.$inferSelect> {
  const [institution] = await db
    .insert(institutions)
    .values({ name: `Test Institute ${unique()}`, city: "Springfield", region: "IL", ...overrides })
    .returning();
  return institution!;
}

/** The id of a seeded card type ("General" unless named). */
export async function findCardTypeId(db: Database, name = "General"): Promise<string> {
  const [type] = await db.select({ id: cardTypes.id }).from(cardTypes).where(eq(cardTypes.name, name));
  if (!type) throw new Error(`No card type named ${name}`);
  return type.id;
}

export type BuildCardOptions = {
  /** The first (member) author. */
  author: Member;
  /** More member authors after the first. */
  coAuthors?: Member[];
  editors?: Member[];
  /** Content over the defaults (a unique title, a summary, type General). */
  content?: CardContentPatch;
  /** `published` and `unpublished` cards get version 1 with the same content as the draft. */
  status?: "draft" | "published" | "unpublished";
  isDeleted?: boolean;
};

/**
 * Inserts a fresh card directly (not through the API): a draft with a unique title, or a card
 * with a published version 1; its authors and editors as given.
 */
export async function buildCard(db: Database, options: BuildCardOptions): Promise<typeof cards.$inferSelect> {
  const base = emptyCardContent();
  const patch = options.content ?? {};
  const content: CardContent = {
    ...base,
    title: `Test card ${unique()}`,
    summary: "A card made by a test.",
    typeId: await findCardTypeId(db),
    ...patch,
    mindset: { ...base.mindset, ...patch.mindset },
    attributes: { ...base.attributes, ...patch.attributes },
  } as CardContent;
  const status = options.status ?? "draft";
  return db.transaction(async (tx) => {
    const [card] = await tx
      .insert(cards)
      .values({
        draft: content,
        status,
        createdBy: options.author.id,
        deletedAt: options.isDeleted ? new Date() : null,
      })
      .returning();
    const authors = [options.author, ...(options.coAuthors ?? [])];
    await tx
      .insert(cardAuthors)
      .values(authors.map((author, position) => ({ cardId: card!.id, userId: author.id, position })));
    if (options.editors?.length) {
      await tx
        .insert(cardEditors)
        .values(options.editors.map((editor) => ({ cardId: card!.id, userId: editor.id })));
    }
    if (status === "draft") return card!;
    const [version] = await tx
      .insert(cardVersions)
      .values({
        cardId: card!.id,
        number: 1,
        content,
        typeId: content.typeId,
        title: content.title,
        summary: content.summary,
        authors: authors.map((author) => ({
          userId: author.id,
          name: `${author.firstName} ${author.lastName}`,
          isExternal: false,
        })),
        publishedBy: options.author.id,
      })
      .returning();
    const [published] = await tx
      .update(cards)
      .set({ publishedVersionId: version!.id, firstPublishedAt: version!.publishedAt })
      .where(eq(cards.id, card!.id))
      .returning();
    return published!;
  });
}

/** A stored file of a card linked to its draft (rows only; no bytes are needed), as an upload leaves it. */
export async function buildCardFile(
  db: Database,
  cardId: string,
  owner: Member,
  kind: "image" | "attachment",
): Promise<{ blobId: string; fileId: string }> {
  const [blob] = await db
    .insert(blobs)
    .values({
      storageKey: `test/${randomUUID()}`,
      size: 10,
      contentType: "image/png",
      sha256: "x",
      createdBy: owner.id,
    })
    .returning();
  const [file] = await db
    .insert(cardFiles)
    .values({
      cardId,
      blobId: blob!.id,
      kind,
      name: `${kind}.png`,
      contentType: "image/png",
      size: 10,
      createdBy: owner.id,
    })
    .returning();
  await db.insert(cardFileLinks).values({ fileId: file!.id, cardId, name: file!.name });
  return { blobId: blob!.id, fileId: file!.id };
}

/**
 * A fresh card (`buildCard`) by a fresh member author, or the one given, with one fresh editor
 * (or the one given); answers the card with both.
 */
export async function buildCardWithEditor(
  db: Database,
  options: Omit<BuildCardOptions, "author" | "editors"> & { author?: Member; editor?: Member } = {},
): Promise<{ author: Member; editor: Member; card: typeof cards.$inferSelect }> {
  const { author: givenAuthor, editor: givenEditor, ...rest } = options;
  const author = givenAuthor ?? (await buildUser(db));
  const editor = givenEditor ?? (await buildUser(db));
  const card = await buildCard(db, { ...rest, author, editors: [editor] });
  return { author, editor, card };
}
