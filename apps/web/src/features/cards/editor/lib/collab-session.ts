import type { CollabToken } from "@keen/contracts";
import type { Awareness } from "y-protocols/awareness";
import type * as Y from "yjs";

/** Who co-edits: the member's id, display name and caret colour (from the collaboration token). */
export type CollabUser = CollabToken["user"];

/** What the live store hears from the collab server (a Hocuspocus provider, or a fake in tests). */
export type CollabChannel = {
  /** True while connected: changes reach the server and the co-editors at once. */
  isConnected(): boolean;
  /** Connection changes and the server's stateless messages; returns the unsubscribe. */
  subscribe(listeners: {
    onStatus?: (isConnected: boolean) => void;
    onMessage?: (payload: string) => void;
    /** The server no longer lets this member in (removed as a co-author, card deleted): why. */
    onRevoked?: (reason: string) => void;
  }): () => void;
};

/** A card draft's live document, joined and synced: the document, presence and the server's messages. */
export type CollabSession = {
  doc: Y.Doc;
  /** Presence: each co-editor's `user` and carets. */
  awareness: Awareness | null;
  user: CollabUser;
  channel: CollabChannel;
  /** Leaves the document (closing the connection). */
  destroy(): void;
};

/** Joins a card's live document with a token; resolves once synced, rejects when refused or aborted. */
export type OpenCollabSession = (
  token: CollabToken,
  options: { renewToken: () => Promise<CollabToken>; signal: AbortSignal },
) => Promise<CollabSession>;
