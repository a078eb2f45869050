/** How a process ended. */
export type ExitInfo = { code: number | null; signal: string | null };

/** A running process as the supervisor sees it: when it ends, and how to stop it. */
export type RunningProcess = { exited: Promise<ExitInfo>; stop: () => Promise<void> };

/** Restart pacing: the delay doubles from `initialMs` up to `maxMs` after each crash. */
export type Backoff = {
  initialMs: number;
  maxMs: number;
  /** A process that stayed up this long counts as healthy: its next crash waits `initialMs` again. */
  resetAfterMs: number;
};

export const defaultBackoff: Backoff = { initialMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

export type Supervisor = {
  /** From now on an exit is not restarted (a whole stack shutting down, in order). */
  stopRestarting(): void;
  /** Stops the process (and any pending restart); it is not restarted afterwards. */
  stop(): Promise<void>;
  /** How many times the process has been started again. */
  restarts(): number;
};

/**
 * Keeps a process running (decision 0039): when `first` (or a later one) ends on its own, it is
 * started again with `start` after a delay that doubles with each crash (1 s, 2 s, 4 s … 30 s)
 * and goes back to 1 s once a process stayed up for `resetAfterMs`. Each crash and restart is
 * logged. A `start` that fails counts as a crash. After `stop()` nothing is restarted.
 */
export function supervise(options: {
  name: string;
  first: RunningProcess;
  start: () => Promise<RunningProcess>;
  log: (line: string) => void;
  backoff?: Partial<Backoff>;
  now?: () => number;
}): Supervisor {
  const { name, log } = options;
  const backoff = { ...defaultBackoff, ...options.backoff };
  const now = options.now ?? Date.now;
  let current: RunningProcess | undefined;
  let startedAt = now();
  let crashes = 0;
  let restartCount = 0;
  let isStopping = false;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;

  const scheduleRestart = (reason: string) => {
    if (now() - startedAt >= backoff.resetAfterMs) crashes = 0;
    const delayMs = Math.min(backoff.initialMs * 2 ** crashes, backoff.maxMs);
    crashes++;
    log(`${name} ${reason}; restarting it in ${formatSeconds(delayMs)} (attempt ${crashes}).`);
    timer = setTimeout(() => {
      timer = undefined;
      starting = restart().finally(() => {
        starting = undefined;
      });
    }, delayMs);
  };

  const watch = (running: RunningProcess) => {
    current = running;
    void running.exited.then((info) => {
      if (isStopping || current !== running) return;
      current = undefined;
      scheduleRestart(`stopped unexpectedly (${describeExit(info)})`);
    });
  };

  const restart = async () => {
    if (isStopping) return;
    startedAt = now();
    let running: RunningProcess;
    try {
      running = await options.start();
    } catch (error) {
      if (!isStopping) scheduleRestart(`could not be started again (${(error as Error)?.message ?? error})`);
      return;
    }
    if (isStopping) return void (await running.stop());
    restartCount++;
    log(`${name} is running again (restart ${restartCount}).`);
    watch(running);
  };

  watch(options.first);
  const stopRestarting = () => {
    isStopping = true;
    if (timer) clearTimeout(timer);
  };
  return {
    stopRestarting,
    async stop() {
      stopRestarting();
      await starting;
      await current?.stop();
    },
    restarts: () => restartCount,
  };
}

function describeExit({ code, signal }: ExitInfo): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
