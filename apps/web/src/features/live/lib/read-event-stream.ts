import { createParser } from "eventsource-parser";

/** One Server-Sent Event as the stream delivered it (`event:` defaults to "message"). */
export type StreamEvent = { event: string; data: string };

/** The stream answered with something other than 200 and a body (401 expired token, 403, 5xx). */
export class StreamResponseError extends Error {
  override readonly name = "StreamResponseError";
  constructor(readonly status: number) {
    super(`The live stream answered ${status}`);
  }
}

/** No byte (not even a heartbeat comment) arrived for the idle timeout: the connection is dead. */
export class StreamIdleError extends Error {
  override readonly name = "StreamIdleError";
  constructor() {
    super("The live stream went quiet");
  }
}

export type ReadEventStreamOptions = {
  url: string;
  token: string;
  onEvent: (event: StreamEvent) => void;
  /** Abort to close the stream; the promise then resolves. */
  signal: AbortSignal;
  /** Give up when nothing arrives for this long (the server sends a heartbeat every 25 s). */
  idleTimeoutMs: number;
  fetch?: typeof fetch;
};

/**
 * Opens `GET url` with the bearer token and feeds the body to an SSE parser until the server ends
 * it (resolves), the caller aborts (resolves) or something fails (rejects: bad status, network,
 * idle timeout). `fetch` rather than `EventSource`, because only `fetch` can send the header.
 */
export async function readEventStream(options: ReadEventStreamOptions): Promise<void> {
  const { url, token, onEvent, signal, idleTimeoutMs, fetch: fetchImpl = globalThis.fetch } = options;
  const controller = new AbortController();
  const handleOuterAbort = () => controller.abort();
  signal.addEventListener("abort", handleOuterAbort);
  let isIdle = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const armIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      isIdle = true;
      controller.abort();
    }, idleTimeoutMs);
  };

  try {
    if (signal.aborted) return;
    armIdleTimer();
    const response = await fetchImpl(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
      cache: "no-store",
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new StreamResponseError(response.status);
    const parser = createParser({
      onEvent: (message) => onEvent({ event: message.event ?? "message", data: message.data }),
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      armIdleTimer();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (isIdle) throw new StreamIdleError();
    if (signal.aborted) return;
    throw error;
  } finally {
    clearTimeout(idleTimer);
    signal.removeEventListener("abort", handleOuterAbort);
  }
}
