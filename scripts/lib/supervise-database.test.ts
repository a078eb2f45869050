import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "@keen/db/embedded";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { superviseDatabase } from "./stack";

const dir = mkdtempSync(path.join(tmpdir(), "keen-supervise-pg-"));
// PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
chmodSync(dir, 0o755);
const dataDir = path.join(dir, "pg");
const port = 20000 + Math.floor(Math.random() * 20000);
const embedded = await startEmbeddedPostgres({ dataDir, port, isEphemeral: true });
const lines: string[] = [];
const supervisor = superviseDatabase(embedded, (line) => lines.push(line));
afterAll(async () => {
  await supervisor.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function selectOne(): Promise<number> {
  const client = new pg.Client({ connectionString: embedded.url("postgres") });
  await client.connect();
  try {
    return (await client.query("select 1 as one")).rows[0].one;
  } finally {
    await client.end();
  }
}

describe("the embedded PostgreSQL under supervision", () => {
  it("is started again after it is killed, and says so", async () => {
    const postmasterPid = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    process.kill(postmasterPid, "SIGKILL");
    await vi.waitFor(() => expect(supervisor.restarts()).toBe(1), { timeout: 15_000, interval: 100 });
    expect(await selectOne()).toBe(1);
    expect(lines[0]).toBe(
      "PostgreSQL stopped unexpectedly (signal SIGKILL); restarting it in 1 s (attempt 1).",
    );
  });
});
