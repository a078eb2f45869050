import { spawn } from "node:child_process";
import path from "node:path";

/** A positive number given as `--name N` on the command line, else `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The parts of autocannon's JSON summary the benchmarks print (latency in ms). */
export type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

/**
 * Loads one URL with autocannon for a bounded time, in its own process (so the load generator
 * does not share the server's event loop), and returns its JSON summary.
 */
export function runAutocannon(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<AutocannonResult> {
  const bin = path.resolve(import.meta.dirname, "../../node_modules/.bin/autocannon");
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    "-H",
    `${name}=${value}`,
  ]);
  const args = ["-j", "-c", String(options.connections), "-d", String(options.seconds), ...headers, url];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ["ignore", "pipe", "ignore"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(Buffer.concat(chunks).toString()) as AutocannonResult)
        : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}
