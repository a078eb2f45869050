import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";
import type { StackEnv } from "./env";
import { createLogLineFormatter } from "./log-lines";
import type { RunningProcess } from "./supervisor";

export type ServiceSpec = {
  name: string;
  port: number;
  command: string;
  args: string[];
  cwd?: string;
  /** Extra environment for this service only. */
  env?: StackEnv;
};

const colors = ["\x1b[36m", "\x1b[35m", "\x1b[33m", "\x1b[32m", "\x1b[34m"];

/**
 * Runs a service as a child process, prefixing each output line with its name (log lines shown
 * readably in development: `log-lines.ts`).
 */
export function spawnService(spec: ServiceSpec, env: StackEnv, root: string, index: number): ChildProcess {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd ?? root,
    env: { ...env, ...spec.env } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const color = process.stdout.isTTY ? (colors[index % colors.length] ?? "") : "";
  const reset = color ? "\x1b[0m" : "";
  const prefix = `${color}${spec.name.padEnd(6)}|${reset} `;
  const format = createLogLineFormatter({ ...env, ...spec.env }, { isColored: !!color });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream)
      createInterface({ input: stream }).on("line", (line) =>
        process.stdout.write(`${prefix}${format(line)}\n`),
      );
  }
  return child;
}

/** Resolves when `GET http://127.0.0.1:<port>/health` answers 2xx; rejects after `timeoutMs`. */
export async function waitForHealth(name: string, port: number, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not become healthy on port ${port} within ${timeoutMs / 1000}s`);
}

/** Asks a child to stop (SIGTERM), then kills it if it has not exited after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await once(child, "exit").catch(() => {});
  clearTimeout(timer);
}

/** A child process as the supervisor sees it (call right after spawning, so no exit is missed). */
export function runningChild(child: ChildProcess): RunningProcess {
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  return { exited, stop: () => stopChild(child) };
}

/** Path of a binary installed in the root node_modules. */
export function bin(root: string, name: string): string {
  return path.join(root, "node_modules", ".bin", name);
}
