/**
 * Live-events benchmark (issue 8): memory of idle `/Events` streams on one API process, and the
 * delay from a write on one API process to its delivery on a stream held by another.
 *
 * - API A runs in this process (real HTTP on 127.0.0.1, embedded PostgreSQL, test token issuer);
 *   API B is a second, standalone API process (`apps/api/src/server.ts`, production Node options)
 *   on the same database.
 * - A client process opens `--streams` (default 5,000) idle streams to API B, one per member, and
 *   keeps them open; API B's resident memory (VmRSS) is read before and after (goal: < 300 MB).
 * - This process holds `--listeners` streams on API B and, `--samples` times, marks a
 *   notification read through API A; the time from sending that request to the event arriving
 *   on API B's stream is the fan-out latency (goal: p95 ≤ 100 ms). It runs while the idle
 *   streams stay connected.
 *
 *   npx tsx bench/live-events.ts [--streams 5000] [--samples 200] [--listeners 20]
 */

import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { notifications, users } from "@keen/db";
import { serviceNodeOptions as apiNodeOptions } from "@keen/server-kit/node-options";
import { sql } from "drizzle-orm";
import { startApiUnderTest } from "./lib/api-under-test";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const STREAMS = arg("streams", 5000);
const SAMPLES = arg("samples", 200);
const LISTENERS = arg("listeners", 20);
const MB = 1024 * 1024;
const root = path.resolve(import.meta.dirname, "..");

/** Opens one stream per token to the port and reports how many got `event: ready`. */
const idleClientSource = `
const { request } = require("node:http");
const { readFileSync } = require("node:fs");
const [port, file] = process.argv.slice(1);
const tokens = JSON.parse(readFileSync(file, "utf8"));
let ready = 0, failed = 0, i = 0;
const keep = [];
function open() {
  if (i >= tokens.length) return;
  const token = tokens[i++];
  const req = request({ host: "127.0.0.1", port: Number(port), path: "/Events", agent: false,
    headers: { authorization: "Bearer " + token } }, (res) => {
    if (res.statusCode !== 200) { failed++; res.resume(); return open(); }
    let seen = false;
    res.on("data", (chunk) => {
      if (!seen && chunk.toString().includes("event: ready")) { seen = true; ready++; report(); open(); }
    });
    keep.push(res);
  });
  req.on("error", () => { failed++; open(); });
  req.end();
}
function report() { if (ready + failed === tokens.length) process.stdout.write(JSON.stringify({ ready, failed }) + "\\n"); }
for (let k = 0; k < 50; k++) open();
setInterval(() => {}, 1 << 30);
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function waitForLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(line);
    });
    child.on("exit", (code) => reject(new Error(`client exited with ${code}`)));
  });
}

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("API B did not start");
}

/** A stream on API B read by this process: resolves waiters when their text arrives. */
function listen(port: number, token: string) {
  const waiters = new Map<string, (at: number) => void>();
  return new Promise<{ wait: (needle: string) => Promise<number> }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/Events",
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          const at = performance.now();
          if (chunk.includes("event: ready"))
            resolve({ wait: (needle) => new Promise((r) => waiters.set(needle, r)) });
          for (const [needle, done] of waiters) {
            if (chunk.includes(needle)) {
              waiters.delete(needle);
              done(at);
            }
          }
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const api = await startApiUnderTest({ RATE_LIMIT_MAX: "1000000", LOG_LEVEL: "error" });
console.log(`Preparing ${STREAMS.toLocaleString("en-US")} members…`);
const created = await api.db.execute(sql`
  insert into ${users} (subject, email, first_name, last_name, is_onboarded)
  select 'bench-live-' || g, 'bench-live-' || g || '@example.test', 'Member', 'No. ' || g, true
  from generate_series(1, ${STREAMS}) as g
  returning id, subject`);
const members = created.rows as { id: string; subject: string }[];
const tokens = await Promise.all(members.map((m) => api.sign({ sub: m.subject, email_verified: true })));
const tokenFile = path.join(tmpdir(), `keen-live-bench-${process.pid}.json`);
writeFileSync(tokenFile, JSON.stringify(tokens));

// API B: a second API process on the same database.
const portB = api.port + 1;
// `--import tsx` runs the server in this very process (the tsx CLI would add a wrapper process).
const apiB = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
  cwd: root,
  env: {
    ...process.env,
    NODE_OPTIONS: apiNodeOptions,
    DATABASE_URL: api.databaseUrl,
    OIDC_ISSUER: api.issuer,
    OIDC_AUDIENCE: api.audience,
    API_PORT: String(portB),
    HOST: "127.0.0.1",
    NODE_ENV: "test",
    JOBS_WORK: "false",
    LOG_LEVEL: "error",
    RATE_LIMIT_MAX: "1000000",
    DATA_DIR: path.join(tmpdir(), `keen-live-bench-b-${process.pid}`),
  },
  stdio: ["ignore", "inherit", "inherit"],
});
await waitForHealth(portB);

/** Resident memory of a process, from /proc (Linux). */
const residentBytes = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
};
// Warm API B up (routes compiled, pools open) before the baseline.
for (const token of tokens.slice(0, 20)) {
  await fetch(`http://127.0.0.1:${portB}/Notifications/Count`, {
    headers: { authorization: `Bearer ${token}` },
  });
}
await new Promise((resolve) => setTimeout(resolve, 1000));
const before = residentBytes(apiB.pid!);
console.log(`Opening ${STREAMS.toLocaleString("en-US")} idle streams to API B…`);
const started = performance.now();
const client = spawn(process.execPath, ["-e", idleClientSource, String(portB), tokenFile], {
  stdio: ["ignore", "pipe", "inherit"],
});
const result = JSON.parse(await waitForLine(client)) as { ready: number; failed: number };
const connectSeconds = (performance.now() - started) / 1000;
await new Promise((resolve) => setTimeout(resolve, 2000));
const after = residentBytes(apiB.pid!);

console.log(`Measuring fan-out API A → API B (${SAMPLES} writes, ${LISTENERS} listeners)…`);
const listeners = await Promise.all(tokens.slice(0, LISTENERS).map((token) => listen(portB, token)));
const latencies: number[] = [];
for (let i = 0; i < SAMPLES; i += 1) {
  const who = i % LISTENERS;
  const [row] = await api.db
    .insert(notifications)
    .values({ recipientId: members[who]!.id, type: "card_published", title: `sample ${i}` })
    .returning({ id: notifications.id });
  const arrived = listeners[who]!.wait(row!.id);
  const sentAt = performance.now();
  const response = await fetch(`http://127.0.0.1:${api.port}/Notifications/${row!.id}/MarkRead`, {
    method: "POST",
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  if (!response.ok) throw new Error(`MarkRead answered ${response.status}`);
  latencies.push((await arrived) - sentAt);
}
latencies.sort((a, b) => a - b);

const rss = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
console.log("");
console.log("Idle streams on one API process (API B)");
console.log(
  `  streams ready ${result.ready.toLocaleString("en-US")} (failed ${result.failed}), opened in ${connectSeconds.toFixed(1)} s`,
);
console.log(`  RSS before ${rss(before)}, with the streams ${rss(after)} (+${rss(after - before)})`);
console.log(
  `  per stream ${((after - before) / Math.max(1, result.ready) / 1024).toFixed(1)} KB; goal: RSS < 300 MB → ${after < 300 * MB ? "met" : "NOT met"}`,
);
console.log("Fan-out from a write on API A to a stream on API B (request sent → event received)");
console.log(
  `  p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms; goal p95 ≤ 100 ms → ${percentile(latencies, 95) <= 100 ? "met" : "NOT met"}`,
);

client.kill();
apiB.kill("SIGTERM");
await new Promise((resolve) => apiB.once("exit", resolve));
await api.stop();
process.exit(0);
