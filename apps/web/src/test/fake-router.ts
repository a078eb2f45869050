import type { PathnameSource } from "@/lib/early-page";

type Listener = Parameters<PathnameSource["subscribe"]>[0];

/** A router at `pathname` that tests move with `go(to)`, and whose listeners they can count. */
export function fakeRouter(pathname: string) {
  const listeners = new Set<Listener>();
  return {
    state: { location: { pathname } },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(to: string) {
      for (const listener of [...listeners]) listener({ location: { pathname: to } });
    },
    listeners,
  };
}
