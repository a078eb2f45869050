import type { FastifyInstance } from "fastify";
import type { FuzzRequest } from "./requests";

/** Sends one request and answers its status and body (through `app.inject()` or over HTTP). */
export type FuzzSend = (request: FuzzRequest) => Promise<{ statusCode: number; body: string }>;

/** Sends fuzz requests to an app in this process, through `app.inject()`. */
export function injectInto(app: Pick<FastifyInstance, "inject">): FuzzSend {
  return (request) =>
    app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
}

/** A request answered with a 5xx, or not answered at all. */
export type FuzzFailure = {
  operation: string;
  probe: string;
  url: string;
  status: number | string;
  body: string;
};

/** What a fuzz run saw. */
export type FuzzReport = {
  operations: number;
  requests: number;
  /** Requests per answered status ("400": 5120). */
  statuses: Record<string, number>;
  failures: FuzzFailure[];
  seconds: number;
};

/** A request the server has not answered in this long counts as failed (a hang is a bug too). */
const TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends the requests, `concurrency` at a time, in their order (deletions last, as built), and
 * tallies the statuses; any 5xx, thrown error or hang is a failure.
 */
export async function runFuzz(
  requests: FuzzRequest[],
  send: FuzzSend,
  { concurrency = 4 }: { concurrency?: number } = {},
): Promise<FuzzReport> {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const failure = (status: number | string, body: string) =>
        failures.push({ ...request, status, body: body.slice(0, 300) });
      try {
        const response = await withTimeout(send(request));
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode >= 500) failure(response.statusCode, response.body);
      } catch (error) {
        statuses.error = (statuses.error ?? 0) + 1;
        failure("error", error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    operations: new Set(requests.map((r) => r.operation)).size,
    requests: requests.length,
    statuses,
    failures,
    seconds: (performance.now() - started) / 1000,
  };
}

/** One line per run: operations, requests, time and statuses, then each failure. */
export function formatFuzzReport(title: string, report: FuzzReport): string {
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  const lines = [
    `${title}: ${report.operations} operations, ${report.requests} requests in ${report.seconds.toFixed(1)} s; ` +
      `${statuses}; ${report.failures.length} failed`,
    ...report.failures.map(
      (f) => `  ${f.status} ${f.operation} [${f.probe}] ${f.url.slice(0, 120)}: ${f.body}`,
    ),
  ];
  return lines.join("\n");
}
