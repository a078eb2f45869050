import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The page number in the URL (`page`), 1 when missing or malformed. */
export function readPageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A paginated page's `?page=` (1 when absent) and the handler that moves to another page: it
 * keeps the other parameters, drops `page=1` from the address, and scrolls back to the top.
 */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const search = new URLSearchParams(current);
        if (next > 1) search.set("page", String(next));
        else search.delete("page");
        return search;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return [readPageParam(params.get("page")), setPage];
}
