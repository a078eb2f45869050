import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** What a fake API route answers: a status and a JSON body. */
export type FakeAnswer = { status: number; body: unknown };

/**
 * A stand-in for the API on a free local port: `answer` decides each request's reply (404 when it
 * gives none). `seen` records the paths asked for; `close` stops it.
 */
export async function startFakeApi(answer: (req: IncomingMessage) => FakeAnswer | undefined) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(req.url ?? "");
    const { status, body } = answer(req) ?? { status: 404, body: { message: "Not found" } };
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A build directory holding only `index.html` (with a head, a description and a root). */
export function fakeBuildWithHead(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "keen-web-dist-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><meta name="description" content="KEEN Cards: a community." /><title>KEEN Cards</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}
