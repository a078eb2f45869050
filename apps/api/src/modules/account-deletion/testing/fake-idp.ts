import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll } from "vitest";

/** A request the fake management API received. */
export type IdpCall = { method: string; path: string; authorization: string | undefined };

/**
 * A stand-in for the identity provider's management API on 127.0.0.1 (random port): records
 * every call, runs `onCall` (to look at the database meanwhile) and answers with `nextStatus` (204
 * unless a test changes it). Closed after the file.
 */
export async function startFakeIdp() {
  const calls: IdpCall[] = [];
  const state: { nextStatus: number; onCall?: (call: IdpCall) => Promise<void> } = { nextStatus: 204 };
  const server = createServer(async (request, response) => {
    const call = {
      method: request.method ?? "",
      path: request.url ?? "",
      authorization: request.headers.authorization,
    };
    calls.push(call);
    request.resume();
    await state.onCall?.(call);
    if (state.nextStatus === 204) {
      response.writeHead(204).end();
    } else {
      response.writeHead(state.nextStatus, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "refused" }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}/api/v2`, calls, state };
}
