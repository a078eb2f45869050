import type { CmsPage, CmsPageCreateInput, CmsPageUpdateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cmsKeys } from "./cms-keys";

/**
 * Creates a page (`POST /CmsPage`) or saves changes (`PUT /CmsPage/{id}`). A bad or taken slug
 * (400 / 409 with `details`) is left to the form, which shows it on the slug field.
 */
export async function saveCmsPage(id: string | undefined, input: CmsPageCreateInput | CmsPageUpdateInput) {
  const config = { quietStatuses: [400, 409] };
  const { data } = id
    ? await apiClient.put<CmsPage>(`/CmsPage/${encodeURIComponent(id)}`, input, config)
    : await apiClient.post<CmsPage>("/CmsPage", input, config);
  return data;
}

/** Saves a page (also used by the list's activate / deactivate switch); every page view refreshes. */
export function useSaveCmsPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CmsPageCreateInput | CmsPageUpdateInput }) =>
      saveCmsPage(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(cmsKeys.page(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: cmsKeys.all });
    },
  });
}
