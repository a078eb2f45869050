import type { Hocuspocus, WebSocketLike } from "@hocuspocus/server";
import type { ZodApp } from "@keen/server-kit";
import type { Peer } from "crossws";
import crossws from "crossws/adapters/node";
import type { CollabContext, CollabLogger } from "./collab-context";

type ClientConnection = ReturnType<Hocuspocus<CollabContext>["handleConnection"]>;

/** Largest WebSocket message accepted (a whole card document's first sync fits many times over). */
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

/**
 * Hands the HTTP server's WebSocket upgrades to Hocuspocus, as its own server does (Hocuspocus v4
 * runs on crossws): each socket becomes a Hocuspocus client connection, its messages and close go
 * to it. The HTTP routes (`/health`, `/ready`) stay Fastify's. Answers `close`, which refuses new
 * sockets and closes the open ones (after Hocuspocus has let go of their documents).
 */
export function attachWebSockets(app: ZodApp, hocuspocus: Hocuspocus<CollabContext>, log: CollabLogger) {
  const clients = new WeakMap<Peer, ClientConnection>();
  let isClosing = false;
  const adapter = crossws({
    serverOptions: { maxPayload: MAX_MESSAGE_BYTES },
    hooks: {
      open(peer) {
        clients.set(peer, hocuspocus.handleConnection(peer.websocket as WebSocketLike, peer.request));
      },
      message(peer, message) {
        clients.get(peer)?.handleMessage(message.uint8Array());
      },
      close(peer, details) {
        clients.get(peer)?.handleClose({ code: details.code ?? 1005, reason: details.reason ?? "" });
        clients.delete(peer);
      },
      error(peer, error) {
        log.warn({ err: error, peer: peer.id }, "WebSocket error");
      },
    },
  });
  app.server.on("upgrade", (request, socket, head) => {
    if (isClosing) {
      socket.destroy();
      return;
    }
    adapter.handleUpgrade(request, socket, head).catch((err) => {
      log.warn({ err }, "WebSocket upgrade failed");
      socket.destroy();
    });
  });
  return {
    close() {
      isClosing = true;
      adapter.closeAll(1001, "server shutting down");
    },
  };
}
