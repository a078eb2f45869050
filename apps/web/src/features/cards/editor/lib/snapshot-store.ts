/**
 * One immutable snapshot, replaced on every change and read through `useSyncExternalStore`;
 * both draft stores keep their state in one.
 */
export abstract class SnapshotStore<S extends object> {
  private listeners = new Set<() => void>();

  protected constructor(protected state: S) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.state;

  /** A new snapshot with `patch` applied; every subscriber is told. */
  protected set(patch: Partial<S>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
