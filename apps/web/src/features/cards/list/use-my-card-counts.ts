import { useQueries } from "@tanstack/react-query";
import { cardsByUserQueryOptions } from "../api/get-cards-by-user";
import { type MyCardsFilter, myCardsFilters } from "./my-cards-status";

/** How many cards the member has under each filter (one small request each, cached with the lists). */
export function useMyCardCounts(userId: string | undefined): Partial<Record<MyCardsFilter, number>> {
  const results = useQueries({
    queries: myCardsFilters.map((filter) =>
      cardsByUserQueryOptions(userId, {
        status: filter.value === "all" ? undefined : filter.value,
        pageSize: 1,
      }),
    ),
  });
  const counts: Partial<Record<MyCardsFilter, number>> = {};
  myCardsFilters.forEach((filter, index) => {
    const total = results[index]?.data?.total;
    if (total !== undefined) counts[filter.value] = total;
  });
  return counts;
}
