import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { cmsKeys } from "./cms-keys";

/** Deletes a page (`DELETE /CmsPage/{id}`, admins). */
export async function deleteCmsPage(id: string): Promise<void> {
  await apiClient.delete(`/CmsPage/${encodeURIComponent(id)}`);
}

/** Deletes a page; every view of CMS pages refreshes. */
export function useDeleteCmsPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCmsPage,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: cmsKeys.page(id) });
      return queryClient.invalidateQueries({ queryKey: cmsKeys.all });
    },
  });
}
