import { HocuspocusProvider, WebSocketStatus } from "@hocuspocus/provider";
import { touchCardDoc } from "@keen/card-doc/doc-values";
import { isCollabRevocation } from "@keen/card-doc/protocol";
import type { CollabToken } from "@keen/contracts";
import * as Y from "yjs";
import type { CollabChannel, CollabSession, OpenCollabSession } from "./collab-session";

/** Tokens are renewed this long before they expire. */
const RENEW_BEFORE_MS = 60_000;
/** A failed renewal is tried again after this long. */
const RENEW_RETRY_MS = 15_000;

const expiresWithin = (token: CollabToken, ms: number) => Date.parse(token.expiresAt) - Date.now() < ms;

/**
 * Joins a card's live document on the collab server named by the token (Hocuspocus), as the
 * token's member: their `user` is set in the awareness for the others' avatar rows and carets.
 * Tokens last ten minutes, so a fresh one is fetched and sent before each runs out (and on a
 * reconnect with an old one). While disconnected the provider keeps the document's changes and
 * sends them when it is back.
 */
export const openCollabSession: OpenCollabSession = (first, { renewToken, signal }) =>
  new Promise((resolve, reject) => {
    let token = first;
    let renewTimer: ReturnType<typeof setTimeout> | undefined;
    let isDestroyed = false;
    const doc = new Y.Doc();
    touchCardDoc(doc);
    const provider = new HocuspocusProvider({
      url: first.url,
      name: first.documentName,
      document: doc,
      token: async () => {
        if (expiresWithin(token, RENEW_BEFORE_MS)) token = await renewToken();
        return token.token;
      },
    });
    provider.setAwarenessField("user", first.user);

    const scheduleRenewal = () => {
      if (isDestroyed) return;
      const wait = Math.max(RENEW_RETRY_MS, Date.parse(token.expiresAt) - Date.now() - RENEW_BEFORE_MS);
      renewTimer = setTimeout(() => {
        renewToken()
          .then((fresh) => {
            token = fresh;
            return provider.sendToken();
          })
          .catch(() => undefined) // kept: the next attempt comes soon
          .finally(scheduleRenewal);
      }, wait);
    };

    const socket = provider.configuration.websocketProvider;
    // A dead connection is only noticed after a while; the browser knows at once that it is offline.
    const isConnected = () => navigator.onLine && socket.status === WebSocketStatus.Connected;
    const channel: CollabChannel = {
      isConnected,
      subscribe: ({ onStatus, onMessage, onRevoked }) => {
        const handleStatus = () => onStatus?.(isConnected());
        const handleStateless = ({ payload }: { payload: string }) => onMessage?.(payload);
        // Refused on a reconnect, or closed by the server's sweep: stop trying and say why.
        const revoke = (reason: string) => {
          destroy();
          onRevoked?.(reason);
        };
        const handleRefused = ({ reason }: { reason: string }) => revoke(reason);
        const handleClose = ({ event }: { event: CloseEvent }) => {
          if (isCollabRevocation(event.reason)) revoke(event.reason);
        };
        provider.on("status", handleStatus);
        provider.on("stateless", handleStateless);
        provider.on("authenticationFailed", handleRefused);
        provider.on("close", handleClose);
        window.addEventListener("online", handleStatus);
        window.addEventListener("offline", handleStatus);
        return () => {
          provider.off("status", handleStatus);
          provider.off("stateless", handleStateless);
          provider.off("authenticationFailed", handleRefused);
          provider.off("close", handleClose);
          window.removeEventListener("online", handleStatus);
          window.removeEventListener("offline", handleStatus);
        };
      },
    };
    // Back online: reconnect now rather than at the end of the retry back-off.
    const handleOnline = () => {
      if (socket.status !== WebSocketStatus.Connected) void socket.connect();
    };
    window.addEventListener("online", handleOnline);

    const destroy = () => {
      isDestroyed = true;
      clearTimeout(renewTimer);
      window.removeEventListener("online", handleOnline);
      provider.destroy();
    };
    const session: CollabSession = { doc, awareness: provider.awareness, user: first.user, channel, destroy };

    const handleSynced = () => {
      signal.removeEventListener("abort", handleAbort);
      provider.off("synced", handleSynced);
      provider.off("authenticationFailed", handleRefused);
      scheduleRenewal();
      resolve(session);
    };
    const fail = (error: unknown) => {
      signal.removeEventListener("abort", handleAbort);
      destroy();
      reject(error);
    };
    const handleAbort = () => fail(signal.reason);
    const handleRefused = ({ reason }: { reason: string }) =>
      fail(new Error(`The collab server refused the card: ${reason}`));
    provider.on("synced", handleSynced);
    provider.on("authenticationFailed", handleRefused);
    if (signal.aborted) handleAbort();
    else signal.addEventListener("abort", handleAbort);
  });
