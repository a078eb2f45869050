import type { PartnerPage } from "@keen/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { partnerKeys } from "./partner-keys";

/** The partners page: introduction and partner institutions in order (`GET /Partners`, everyone). */
export async function getPartnerPage(signal?: AbortSignal): Promise<PartnerPage> {
  const { data } = await apiClient.get<PartnerPage>("/Partners", { signal });
  return data;
}

/** Query options for the partners page. */
export function partnerPageQueryOptions() {
  return queryOptions({ queryKey: partnerKeys.page(), queryFn: ({ signal }) => getPartnerPage(signal) });
}

/** The partners page (`/keen-partners` and its editor). */
export function usePartnerPage() {
  return useQuery(partnerPageQueryOptions());
}
