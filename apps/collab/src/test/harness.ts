import type { AddressInfo } from "node:net";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { buildTestApp } from "@keen/api/test/factories";
import { type CollabServerMessage, cardDocumentName, parseCollabServerMessage } from "@keen/card-doc";
import type { Database } from "@keen/db";
import { signCollabToken } from "@keen/server-kit";
import { afterAll, afterEach, expect, vi } from "vitest";
import * as Y from "yjs";
import { buildCollabApp, type CollabTiming } from "../app";
import { loadCollabConfig } from "../config";

/** The token secret the test API and collab servers share. */
export const collabSecret = "collab-test-secret-0123456789abcdef";

/** Quick pacing for tests that do not measure the production one. */
export const fastTiming: Partial<CollabTiming> = {
  debounceMs: 100,
  maxDebounceMs: 500,
  sweepMs: 200,
  retryMs: 200,
};

/** The API wired to the test database with the shared collab secret. */
export function buildCollabTestApi(db: Database) {
  return buildTestApp(db, { env: { COLLAB_SECRET: collabSecret } });
}

/**
 * A collab server on the test database, listening on a free local port, its WebSocket address
 * and `openEditor` to join it. Call at the top of a test file: the server closes after the file's
 * tests, and the editors opened on it after each test.
 */
export async function startCollab(
  db: Database,
  databaseUrl: string,
  options: { shard?: string; timing?: Partial<CollabTiming> } = {},
) {
  const config = loadCollabConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    COLLAB_SECRET: collabSecret,
    COLLAB_SHARD: options.shard,
  });
  const app = await buildCollabApp(config, { db, timing: options.timing ?? fastTiming });
  await app.listen({ host: "127.0.0.1", port: 0 });
  afterAll(() => app.close());
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const editors: Editor[] = [];
  afterEach(() => {
    for (const editor of editors.splice(0)) editor.provider.destroy();
  });
  return {
    app,
    url,
    /** Joins a card's live document on this server as an editor with `token`. */
    openEditor(cardId: string, token: string): Editor {
      const editor = createEditor(url, cardId, token);
      editors.push(editor);
      return editor;
    },
  };
}

/** A collab token as the API signs it (`seconds` of life; negative for one already expired). */
export async function tokenFor(userId: string, cardId: string, seconds?: number): Promise<string> {
  return (await signCollabToken(collabSecret, { userId, cardId }, seconds)).token;
}

/** A co-editor's client: its Yjs document, and what the server told it. */
export type Editor = {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  /** Stateless messages of the collab protocol, in order. */
  messages: CollabServerMessage[];
  /** Reasons of refused authentications. */
  refusals: string[];
  /** Reasons of connections the server closed. */
  closes: string[];
  isAuthenticated(): boolean;
  /** Swaps the token the provider sends next (`provider.sendToken()` renews with it). */
  setToken(token: string): void;
};

function createEditor(url: string, cardId: string, token: string): Editor {
  const doc = new Y.Doc();
  const messages: CollabServerMessage[] = [];
  const refusals: string[] = [];
  const closes: string[] = [];
  let current = token;
  const provider = new HocuspocusProvider({
    url,
    name: cardDocumentName(cardId),
    document: doc,
    token: () => current,
    onStateless: ({ payload }) => {
      const message = parseCollabServerMessage(payload);
      if (message) messages.push(message);
    },
    onAuthenticationFailed: ({ reason }) => refusals.push(reason),
    onClose: ({ event }) => closes.push(event.reason),
  });
  return {
    provider,
    doc,
    messages,
    refusals,
    closes,
    isAuthenticated: () => provider.isAuthenticated,
    setToken: (next) => {
      current = next;
    },
  };
}

/** Resolves once the editor's document is synced with the server's. */
export async function synced(editor: Editor): Promise<void> {
  await vi.waitFor(() => expect(editor.provider.isSynced).toBe(true));
}
