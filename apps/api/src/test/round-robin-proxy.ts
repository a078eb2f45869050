import { Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";

export type RoundRobinProxy = {
  url: string;
  /** GETs sent again to another instance after a refused connection. */
  retries: number;
  close(): Promise<void>;
};

const READY_POLL_MS = 100;

/**
 * A small load balancer for tests, as one in front of N API instances behaves: round-robin over
 * the instances whose `GET /ready` answered 200 at the last poll (every 100 ms), keep-alive
 * connections to them, and an idempotent GET whose connection is refused tried on the next
 * instance. Anything else that goes wrong reaches the client as a 502 with the error's code.
 */
export async function startRoundRobinProxy(upstreamPorts: number[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true });
  const isReady = new Map(upstreamPorts.map((port) => [port, true]));
  let next = 0;
  const poll = setInterval(() => {
    for (const port of upstreamPorts) {
      fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(READY_POLL_MS * 5) })
        .then((response) => isReady.set(port, response.ok))
        .catch(() => isReady.set(port, false));
    }
  }, READY_POLL_MS);

  const pickPort = (): number => {
    const ready = upstreamPorts.filter((port) => isReady.get(port));
    const candidates = ready.length > 0 ? ready : upstreamPorts;
    next = (next + 1) % candidates.length;
    return candidates[next]!;
  };

  const proxy: RoundRobinProxy = { url: "", retries: 0, close: async () => {} };
  const server = createServer((incoming, outgoing) => {
    const send = (attempt: number) => {
      const upstream = httpRequest(
        {
          agent,
          host: "127.0.0.1",
          port: pickPort(),
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "ECONNREFUSED" && incoming.method === "GET" && attempt < 5) {
          proxy.retries++;
          setTimeout(() => send(attempt + 1), 20 * attempt);
          return;
        }
        if (!outgoing.headersSent) outgoing.writeHead(502, { "x-proxy-error": error.code ?? "unknown" });
        outgoing.end();
      });
      upstream.end();
    };
    send(0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    clearInterval(poll);
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return proxy;
}
