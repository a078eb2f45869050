import pg from "pg";
import { LIVE_CHANNEL, type LiveEnvelope } from "./publish-live";

/** Writes one SSE event to a stream (already formatted). */
export type LiveStream = { write: (chunk: string) => void; close: () => void };

export type LiveHub = {
  /** Connects the listener (retrying in the background when the database is away). */
  start(): Promise<void>;
  /** Ends every stream and the listener. */
  stop(): Promise<void>;
  /** Adds a member's stream; answers the function that removes it. */
  subscribe(userId: string, stream: LiveStream): () => void;
  /** Delivers an envelope to this process's streams (what the listener does on NOTIFY). */
  deliver(envelope: LiveEnvelope): void;
  /** Open streams in this process. */
  streamCount(): number;
  /** True while the listener is connected. */
  isListening(): boolean;
};

type Logger = { warn: (obj: object, msg?: string) => void; info: (obj: object, msg?: string) => void };

/** One SSE frame. */
export function formatEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The live-event hub of one API process: the streams of the members connected here, and one
 * dedicated PostgreSQL connection that LISTENs on the live channel, so an event committed by any
 * process reaches the streams held by every process. Heartbeats go out on one shared timer.
 */
export function createLiveHub(options: { databaseUrl: string; log: Logger; heartbeatMs?: number }): LiveHub {
  const streams = new Map<string, Set<LiveStream>>();
  let client: pg.Client | undefined;
  let isStopped = false;
  let isConnected = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;
  let count = 0;

  const deliver = (envelope: LiveEnvelope) => {
    let frame: string | undefined;
    for (const userId of envelope.userIds) {
      const own = streams.get(userId);
      if (!own) continue;
      frame ??= formatEvent(envelope.event, envelope.data);
      for (const stream of own) stream.write(frame);
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      try {
        deliver(JSON.parse(message.payload) as LiveEnvelope);
      } catch (err) {
        options.log.warn({ err }, "unreadable live event");
      }
    });
    next.on("error", (err) => {
      options.log.warn({ err }, "live listener lost its database connection; reconnecting");
      isConnected = false;
      next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${LIVE_CHANNEL}`);
    client = next;
    isConnected = true;
    retryMs = 500;
  };

  const scheduleReconnect = () => {
    if (isStopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((err) => {
        options.log.warn({ err, retryMs }, "live listener could not connect; retrying");
        retryMs = Math.min(retryMs * 2, 30_000);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  const heartbeat = setInterval(() => {
    for (const own of streams.values()) for (const stream of own) stream.write(": heartbeat\n\n");
  }, options.heartbeatMs ?? 25_000);
  heartbeat.unref();

  return {
    async start() {
      await connect().catch((err) => {
        options.log.warn({ err }, "live listener could not connect; retrying");
        scheduleReconnect();
      });
    },
    async stop() {
      isStopped = true;
      clearInterval(heartbeat);
      if (retryTimer) clearTimeout(retryTimer);
      for (const own of streams.values()) for (const stream of own) stream.close();
      streams.clear();
      count = 0;
      await client?.end().catch(() => {});
    },
    subscribe(userId, stream) {
      let own = streams.get(userId);
      if (!own) {
        own = new Set();
        streams.set(userId, own);
      }
      own.add(stream);
      count += 1;
      let isRemoved = false;
      return () => {
        if (isRemoved) return;
        isRemoved = true;
        count -= 1;
        own.delete(stream);
        if (own.size === 0 && streams.get(userId) === own) streams.delete(userId);
      };
    },
    deliver,
    streamCount: () => count,
    isListening: () => isConnected,
  };
}
