import { type CardSort, cardSorts } from "@keen/contracts";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { oneOf } from "@/lib/one-of";

/**
 * A card list's state in the address (`?status=&q=&sort=&page=&type=`), so Back, reload and shared
 * links keep it. Changing anything but the page goes back to page 1.
 */
export function useListParams(defaultSort: CardSort = "newest") {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const sort = oneOf(cardSorts, params.get("sort")) ?? defaultSort;

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === "") next.delete(key);
            else next.set(key, String(value));
          }
          if (!("page" in changes)) next.delete("page");
          if (next.get("page") === "1") next.delete("page");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return { params, page, sort, update };
}
