import { cardAccessChangedChannel, cardDraftChangedChannel } from "@keen/cards";
import pg from "pg";
import type { CollabLogger } from "./collab-context";

export type DraftListener = {
  /** Connects (retrying in the background while the database is away). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** True while the listener is connected. */
  isListening(): boolean;
};

/**
 * A dedicated PostgreSQL connection that LISTENs on `card_draft_changed` (sent by REST commands
 * that rewrite a draft) and hands each card id to `onChange`, and on `card_access_changed` (a
 * co-editor removed, a card deleted) to `onAccessChange`. It reconnects when the connection is
 * lost, with a growing delay, and calls `onConnect` each time it is (back) in place, since notices
 * sent meanwhile are gone.
 */
export function createDraftListener(options: {
  databaseUrl: string;
  log: CollabLogger;
  onChange: (cardId: string) => void;
  onAccessChange: (cardId: string) => void;
  onConnect: () => void;
}): DraftListener {
  const { log } = options;
  let client: pg.Client | undefined;
  let isStopped = false;
  let isConnected = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true });
    next.on("notification", (message) => {
      if (!message.payload) return;
      if (message.channel === cardDraftChangedChannel) options.onChange(message.payload);
      if (message.channel === cardAccessChangedChannel) options.onAccessChange(message.payload);
    });
    next.on("error", (err) => {
      log.warn({ err }, "draft listener lost its database connection; reconnecting");
      isConnected = false;
      next.end().catch(() => {});
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${cardDraftChangedChannel}; listen ${cardAccessChangedChannel}`);
    } catch (err) {
      await next.end().catch(() => {});
      throw err;
    }
    if (isStopped) {
      await next.end();
      return;
    }
    client = next;
    isConnected = true;
    retryMs = 500;
    options.onConnect();
  };

  const scheduleReconnect = () => {
    if (isStopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((err) => {
        log.warn({ err, retryMs }, "draft listener could not connect; retrying");
        retryMs = Math.min(retryMs * 2, 30_000);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  return {
    async start() {
      await connect().catch((err) => {
        log.warn({ err }, "draft listener could not connect; retrying");
        scheduleReconnect();
      });
    },
    async stop() {
      isStopped = true;
      isConnected = false;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
    isListening: () => isConnected,
  };
}
