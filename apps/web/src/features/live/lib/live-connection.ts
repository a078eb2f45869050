import { readEventStream, type StreamEvent } from "./read-event-stream";

/** The first wait before reconnecting, doubled after every failed attempt … */
export const INITIAL_RETRY_MS = 1_000;
/** … up to this. */
export const MAX_RETRY_MS = 30_000;
/** A stream without a byte for this long is taken for dead (heartbeats come every 25 s). */
export const IDLE_TIMEOUT_MS = 60_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 first): 1 s doubling to 30 s, each
 * spread by ±20 % so tabs dropped together (an API restart) do not all come back at once.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, INITIAL_RETRY_MS * 2 ** attempt);
  return Math.min(MAX_RETRY_MS, Math.round(base * (0.8 + 0.4 * random())));
}

export type LiveConnectionOptions = {
  url: () => string;
  /** The current access token; undefined when there is none (then the next attempt waits). */
  getToken: () => Promise<string | undefined>;
  /** Every event but `ready`. */
  onEvent: (event: StreamEvent) => void;
  /** The server accepted the stream; `isReconnect` after a gap in which events may have been missed. */
  onReady?: (isReconnect: boolean) => void;
  fetch?: typeof fetch;
  random?: () => number;
  idleTimeoutMs?: number;
};

export type LiveConnection = {
  /** Closes the stream for good (sign-out, unmount). */
  stop: () => void;
  /** Skips the current wait and reconnects now (the browser came back online). */
  retryNow: () => void;
};

/**
 * Keeps one live stream open: connects with the current token, and whenever the stream ends (the
 * token expired, the server restarted, the network dropped, 60 s of silence) connects again after
 * a back-off that starts over once a connection has been accepted.
 */
export function startLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const { getToken, onEvent, onReady, random = Math.random, idleTimeoutMs = IDLE_TIMEOUT_MS } = options;
  const stopped = new AbortController();
  let wake: (() => void) | undefined;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        stopped.signal.removeEventListener("abort", done);
        wake = undefined;
        resolve();
      }
      wake = done;
      stopped.signal.addEventListener("abort", done);
    });

  async function run() {
    let attempt = 0;
    let hasConnected = false;
    while (!stopped.signal.aborted) {
      try {
        const token = await getToken();
        if (token && !stopped.signal.aborted) {
          await readEventStream({
            url: options.url(),
            token,
            signal: stopped.signal,
            idleTimeoutMs,
            fetch: options.fetch,
            onEvent: (event) => {
              if (event.event !== "ready") return onEvent(event);
              attempt = 0;
              onReady?.(hasConnected);
              hasConnected = true;
            },
          });
        }
      } catch {
        // Every failure is answered the same way: wait, then connect again with a fresh token.
      }
      if (stopped.signal.aborted) break;
      await wait(retryDelay(attempt, random));
      attempt += 1;
    }
  }

  void run();
  return { stop: () => stopped.abort(), retryNow: () => wake?.() };
}
