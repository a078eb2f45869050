import { vi } from "vitest";

/** One request the fake server answered with a stream. */
export type FakeStream = {
  url: string;
  headers: Headers;
  /** Sends raw text (frames, comments, partial lines). */
  send: (text: string) => void;
  /** Sends `event: name` with JSON data. */
  sendEvent: (event: string, data: unknown) => void;
  /** The server ends the stream. */
  end: () => void;
  /** True once the client aborted the request. */
  isClosed: () => boolean;
};

/**
 * A stand-in for `GET /Events` at the HTTP boundary: a `fetch` whose answers are streams the test
 * writes to, or the statuses queued with `failNext`.
 */
export function fakeEventServer() {
  const streams: FakeStream[] = [];
  const failures: number[] = [];
  const encoder = new TextEncoder();

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const status = failures.shift();
    if (status !== undefined) return new Response(JSON.stringify({ message: "No" }), { status });
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let closed = false;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init?.signal?.addEventListener("abort", () => {
      closed = true;
      controller.error(new DOMException("The request was aborted", "AbortError"));
    });
    const send = (text: string) => controller.enqueue(encoder.encode(text));
    streams.push({
      url: String(input),
      headers: new Headers(init?.headers),
      send,
      sendEvent: (event, data) => send(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => {
        closed = true;
        controller.close();
      },
      isClosed: () => closed,
    });
    return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
  });

  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    streams,
    /** The latest stream. */
    last: () => {
      const stream = streams.at(-1);
      if (!stream) throw new Error("No stream was opened");
      return stream;
    },
    /** The next request answers `status` instead of a stream. */
    failNext: (status: number) => failures.push(status),
    requestCount: () => fetch.mock.calls.length,
  };
}
