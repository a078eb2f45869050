/**
 * A module's export loaded on first demand (issue 12, decision 0021): `load` imports it once per
 * page (later calls share the same promise), and `loaded` reads it synchronously once it arrived,
 * so a component can render the real thing on the next render without a Suspense boundary.
 */
export type OnDemand<T> = { load: () => Promise<T>; loaded: () => T | undefined };

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          // A failed download (offline, a new deployment) is tried again on the next demand.
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}
