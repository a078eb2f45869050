import { spawn } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runningChild } from "./processes";
import { type ExitInfo, type RunningProcess, supervise } from "./supervisor";

/** A process that ends when the test says so. */
type FakeProcess = RunningProcess & { crash(code?: number): void; isStopped: boolean };

function fakeProcess(): FakeProcess {
  let end: (info: ExitInfo) => void = () => {};
  const exited = new Promise<ExitInfo>((resolve) => {
    end = resolve;
  });
  const fake: FakeProcess = {
    exited,
    isStopped: false,
    crash: (code = 1) => end({ code, signal: null }),
    stop: async () => {
      fake.isStopped = true;
      end({ code: null, signal: "SIGTERM" });
    },
  };
  return fake;
}

describe("supervise", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function supervised(options: { failStarts?: number } = {}) {
    const lines: string[] = [];
    const started: FakeProcess[] = [];
    let failStarts = options.failStarts ?? 0;
    const first = fakeProcess();
    const supervisor = supervise({
      name: "api",
      first,
      log: (line) => lines.push(line),
      start: async () => {
        if (failStarts-- > 0) throw new Error("port in use");
        const next = fakeProcess();
        started.push(next);
        return next;
      },
    });
    return { first, started, lines, supervisor };
  }

  it("restarts a crashed process after a delay that doubles with each crash, and says so", async () => {
    const { first, started, lines, supervisor } = supervised();
    first.crash(137);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toHaveLength(1);

    started[0]!.crash();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toHaveLength(2);
    expect(supervisor.restarts()).toBe(2);
    expect(lines).toEqual([
      "api stopped unexpectedly (exit code 137); restarting it in 1 s (attempt 1).",
      "api is running again (restart 1).",
      "api stopped unexpectedly (exit code 1); restarting it in 2 s (attempt 2).",
      "api is running again (restart 2).",
    ]);
  });

  it("waits at most 30 s, and 1 s again once a process stayed up a minute", async () => {
    const { first, started, lines } = supervised();
    first.crash();
    for (let i = 0; i < 7; i++) {
      await vi.runOnlyPendingTimersAsync();
      started.at(-1)!.crash();
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(lines.at(-1)).toBe("api stopped unexpectedly (exit code 1); restarting it in 30 s (attempt 8).");

    await vi.runOnlyPendingTimersAsync();
    await vi.advanceTimersByTimeAsync(60_000);
    started.at(-1)!.crash();
    await vi.advanceTimersByTimeAsync(0);
    expect(lines.at(-1)).toBe("api stopped unexpectedly (exit code 1); restarting it in 1 s (attempt 1).");
  });

  it("counts a start that fails as a crash and tries again", async () => {
    const { first, started, lines } = supervised({ failStarts: 1 });
    first.crash();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lines.at(-1)).toBe(
      "api could not be started again (port in use); restarting it in 2 s (attempt 2).",
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toHaveLength(1);
  });

  it("restarts nothing once stopped, and stops the running process", async () => {
    const { first, started, supervisor } = supervised();
    first.crash();
    await supervisor.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toHaveLength(0);

    const quiet = supervised();
    quiet.supervisor.stopRestarting();
    quiet.first.crash();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(quiet.started).toHaveLength(0);
    expect(quiet.lines).toEqual([]);

    const other = supervised();
    await other.supervisor.stop();
    expect(other.first.isStopped).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(other.started).toHaveLength(0);
  });
});

describe("supervise with real child processes", () => {
  it("starts a killed process again, and stops it for good", async () => {
    const spawnSleeper = () => {
      const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
      return { child, running: runningChild(child) };
    };
    const first = spawnSleeper();
    const lines: string[] = [];
    let latest = first;
    const supervisor = supervise({
      name: "sleeper",
      first: first.running,
      log: (line) => lines.push(line),
      backoff: { initialMs: 100 },
      start: async () => {
        latest = spawnSleeper();
        return latest.running;
      },
    });
    first.child.kill("SIGKILL");
    await vi.waitFor(() => expect(supervisor.restarts()).toBe(1));
    expect(lines[0]).toBe(
      "sleeper stopped unexpectedly (signal SIGKILL); restarting it in 0.1 s (attempt 1).",
    );
    await supervisor.stop();
    expect(latest.child.signalCode).toBe("SIGTERM");
    expect(supervisor.restarts()).toBe(1);
  });
});
