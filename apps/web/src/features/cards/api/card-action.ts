import type { CardDetail } from "@keen/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cardKeys } from "./card-keys";

/** `POST /Card/{cardId}/{action}` for the lifecycle actions that answer with the card. */
export async function postCardAction(id: string, action: string, quietStatuses: number[] = []) {
  const { data } = await apiClient.post<CardDetail | undefined>(
    `/Card/${encodeURIComponent(id)}/${action}`,
    undefined,
    { quietStatuses },
  );
  return data;
}

/** After a lifecycle action: refresh everything about the card and every card list. */
export function refreshCard(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cardKeys.card(id) }),
    queryClient.invalidateQueries({ queryKey: cardKeys.lists() }),
  ]);
}
