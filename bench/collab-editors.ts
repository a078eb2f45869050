/**
 * Co-editing benchmark (issue 11): many co-editors typing into one card's description at once.
 *
 * - A real API (in this process, embedded PostgreSQL, test token issuer) creates a card and adds
 *   the other members as its editors; every co-editor gets its token from `GET /TipTap/token`.
 * - The collab server runs as its own process (`apps/collab/src/server.ts`), as in production.
 * - `--editors` (default 50) Hocuspocus provider clients in this process join the card's live
 *   document; each types `--cps` characters a second (default 4, a brisk typist) for `--seconds`
 *   (default 20) into its own paragraph of the description, as Yjs XML text edits, like TipTap's
 *   binding makes them.
 * - Propagation: for every keystroke, the time until each other editor's document has it (one
 *   clock: all clients live in this process). Printed as p50/p95/p99/max (goal p95 ≤ 100 ms).
 * - The collab process's resident memory (VmRSS) before the editors join, at peak and at the end.
 * - Persistence: after the last keystroke, the time until the card's draft JSON holds every
 *   editor's text (goal: within 2 s), and whether all documents converged.
 *
 *   npx tsx bench/collab-editors.ts [--editors 50] [--seconds 20] [--cps 4] [--default-heap] [--built [bundle.js]]
 *
 * `--default-heap` runs the collab process without its production Node options
 * (`packages/server-kit/src/node-options.ts`), to compare. `--built [bundle.js]` runs the
 * production bundle (`dist/collab.js` from `npm run build`, or another build's, to compare)
 * instead of the TypeScript sources under tsx, so the memory figures are those of what a
 * deployment runs.
 */

import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { type CollabToken, CollabTokenSchema } from "@keen/contracts";
import { cards, users } from "@keen/db";
import { serviceNodeOptions } from "@keen/server-kit/node-options";
import { eq } from "drizzle-orm";
import * as Y from "yjs";
import { startApiUnderTest } from "./lib/api-under-test";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EDITORS = arg("editors", 50);
const SECONDS = arg("seconds", 20);
const CPS = arg("cps", 4);
const MB = 1024 * 1024;
const root = path.resolve(import.meta.dirname, "..");
const secret = `bench-collab-secret-${randomUUID()}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(port: number, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`collab exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("collab server did not become ready");
}

type Editor = { provider: HocuspocusProvider; doc: Y.Doc; text: Y.XmlText; typed: string };

/** A pending keystroke: the sender's clock after it and when it was typed. */
type Stroke = { clock: number; at: number };

async function main() {
  const collabPort = await freePort();
  const api = await startApiUnderTest({
    COLLAB_SECRET: secret,
    COLLAB_URL: `ws://127.0.0.1:${collabPort}`,
  });
  const call = async (token: string, method: string, url: string, body?: unknown) => {
    const response = await fetch(`http://127.0.0.1:${api.port}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };

  const paragraphs = Array.from({ length: EDITORS }, (_, i) => ({
    type: "paragraph",
    content: [{ type: "text", text: `Editor ${i + 1}: ` }],
  }));
  const created = (await call(api.token, "POST", "/Card", {
    title: "Co-editing benchmark",
    summary: "Fifty people typing at once",
    description: { type: "doc", content: paragraphs },
  })) as { id: string };
  const cardId = created.id;

  const tokens = [api.token];
  for (let i = 1; i < EDITORS; i++) {
    const [member] = await api.db
      .insert(users)
      .values({
        subject: randomUUID(),
        email: `coeditor-${i}-${randomUUID()}@example.test`,
        firstName: "Co",
        lastName: `Editor ${i}`,
        isOnboarded: true,
      })
      .returning();
    await call(api.token, "POST", `/Card/${cardId}/Editors`, { userId: member!.id });
    tokens.push(await api.sign({ sub: member!.subject, email: member!.email, email_verified: true }));
  }

  // Node itself runs the server (not the tsx CLI, which would be a parent process to measure).
  const built = process.argv.indexOf("--built");
  const bundle = process.argv[built + 1]?.endsWith(".js") ? process.argv[built + 1]! : "dist/collab.js";
  const entry =
    built > 0 ? ["--enable-source-maps", bundle] : ["--import", "tsx", "apps/collab/src/server.ts"];
  const collab = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: process.argv.includes("--default-heap") ? "" : serviceNodeOptions,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      DATABASE_URL: api.databaseUrl,
      COLLAB_PORT: String(collabPort),
      COLLAB_SECRET: secret,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stopCollab = () => collab.exitCode === null && collab.kill("SIGTERM");
  process.on("exit", stopCollab);
  await waitForHealth(collabPort, collab);
  const rssBefore = rssOf(collab.pid!);

  const grants = await Promise.all(
    tokens.map(async (token) => CollabTokenSchema.parse(await call(token, "GET", `/TipTap/token/${cardId}`))),
  );
  const editors: Editor[] = await Promise.all(grants.map((grant, i) => join(grant, i)));
  const rssJoined = rssOf(collab.pid!);
  console.log(`${EDITORS} editors joined card ${cardId}; typing ${CPS}/s each for ${SECONDS} s…`);

  // Every receiver learns each keystroke once: pending[r][s] holds s's keystrokes r has not seen.
  const pending = editors.map(() => editors.map((): Stroke[] => []));
  const latencies: number[] = [];
  editors.forEach((receiver, r) => {
    receiver.doc.on("update", () => {
      const now = performance.now();
      pending[r]!.forEach((queue, s) => {
        if (!queue.length) return;
        const state = Y.getState(receiver.doc.store, editors[s]!.doc.clientID);
        while (queue.length && queue[0]!.clock <= state) latencies.push(now - queue.shift()!.at);
      });
    });
  });

  let peakRss = rssJoined;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(collab.pid!));
  }, 250);
  const alphabet = "abcdefghijklmnopqrstuvwxyz ";
  let keystrokes = 0;
  const endAt = performance.now() + SECONDS * 1000;
  await Promise.all(
    editors.map(async (editor, s) => {
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      while (performance.now() < endAt) {
        const char = alphabet[Math.floor(Math.random() * alphabet.length)]!;
        editor.text.insert(editor.text.length, char);
        editor.typed += char;
        keystrokes++;
        const stroke = { clock: Y.getState(editor.doc.store, editor.doc.clientID), at: performance.now() };
        pending.forEach((queues, r) => {
          if (r !== s) queues[s]!.push({ ...stroke });
        });
        // A typist's rhythm: the mean interval, ±50 %.
        await new Promise((r) => setTimeout(r, (1000 / CPS) * (0.5 + Math.random())));
      }
    }),
  );
  const lastKeystroke = Date.now();

  const converged = await waitUntil(() => {
    const first = editors[0]!.doc.getXmlFragment("description").toString();
    return editors.every((e) => e.doc.getXmlFragment("description").toString() === first);
  }, 15_000);
  const persistedAfter = await waitUntil(async () => {
    const [row] = await api.db.select({ draft: cards.draft }).from(cards).where(eq(cards.id, cardId));
    const json = JSON.stringify(row?.draft ?? {});
    return editors.every((e) => json.includes(e.typed.slice(-12)));
  }, 15_000).then((ok) => (ok ? Date.now() - lastKeystroke : Number.NaN));
  clearInterval(sampler);
  const rssAfter = rssOf(collab.pid!);

  const sorted = latencies.sort((a, b) => a - b);
  const missing = pending.reduce((sum, queues) => sum + queues.reduce((n, q) => n + q.length, 0), 0);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log("");
  console.log(`Co-editors:            ${EDITORS} on one card, ${SECONDS} s at ~${CPS} keystrokes/s each`);
  console.log(`Keystrokes:            ${keystrokes} (${(keystrokes / SECONDS).toFixed(0)}/s in total)`);
  console.log(`Deliveries measured:   ${sorted.length} (keystroke × other editor; ${missing} never arrived)`);
  console.log(
    `Propagation:           p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
      `p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}  (goal p95 ≤ 100 ms)`,
  );
  console.log(
    `Collab RSS:            ${(rssBefore / MB).toFixed(1)} MB idle → ${(rssJoined / MB).toFixed(1)} MB joined → ` +
      `${(peakRss / MB).toFixed(1)} MB peak → ${(rssAfter / MB).toFixed(1)} MB after`,
  );
  console.log(`All documents equal:   ${converged ? "yes" : "NO"}`);
  console.log(
    `Draft JSON saved:      ${Number.isNaN(persistedAfter) ? "NOT within 15 s" : `${persistedAfter} ms after the last keystroke`} (goal ≤ 2,000 ms)`,
  );

  for (const editor of editors) editor.provider.destroy();
  stopCollab();
  await new Promise((r) => collab.once("exit", r));
  await api.stop();
  process.exit(converged && !Number.isNaN(persistedAfter) && missing === 0 ? 0 : 1);
}

/** Opens one co-editor: its provider, synced, and the XML text of its own paragraph. */
async function join(grant: CollabToken, index: number): Promise<Editor> {
  const doc = new Y.Doc();
  const provider = new HocuspocusProvider({
    url: grant.url,
    name: grant.documentName,
    token: grant.token,
    document: doc,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`editor ${index + 1} did not sync`)), 30_000);
    provider.on("synced", () => {
      clearTimeout(timer);
      resolve();
    });
    provider.on("authenticationFailed", ({ reason }: { reason: string }) => reject(new Error(reason)));
  });
  provider.setAwarenessField("user", { id: grant.user.id, name: grant.user.name, color: grant.user.color });
  const paragraph = doc.getXmlFragment("description").get(index) as Y.XmlElement;
  const text = paragraph.get(0) as Y.XmlText;
  return { provider, doc, text, typed: "" };
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

await main();
