import { NotFoundView } from "@/components/errors/not-found-view";

/** Route module for /not-found and every unmatched path. */
export function Component() {
  return <NotFoundView />;
}
