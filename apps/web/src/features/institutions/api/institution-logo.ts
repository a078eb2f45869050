import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { institutionKeys } from "./institution-keys";

export type UploadLogoInput = {
  id: string;
  file: File;
  /** Called with the share of the upload sent so far, 0–1 (at most 3 times a second). */
  onProgress?: (fraction: number) => void;
};

/**
 * Uploads an institution's logo (`POST /Institution/{id}/Logo`, multipart field `file`); the server
 * re-encodes it. Refusals (400 unreadable, 413 too large, 415 wrong type) are left to the logo field.
 */
export async function uploadInstitutionLogo({ id, file, onProgress }: UploadLogoInput) {
  const body = new FormData();
  body.append("file", file);
  const { data } = await apiClient.post<{ logoUrl: string }>(
    `/Institution/${encodeURIComponent(id)}/Logo`,
    body,
    {
      quietStatuses: [400, 413, 415],
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(event.loaded / event.total);
      },
    },
  );
  return data;
}

/** Removes an institution's logo (`DELETE /Institution/{id}/Logo`). */
export async function deleteInstitutionLogo(id: string): Promise<void> {
  await apiClient.delete(`/Institution/${encodeURIComponent(id)}/Logo`);
}

/** Logo upload and removal for one institution; its page and the lists show the new logo. */
export function useInstitutionLogo(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: institutionKeys.all });
  const upload = useMutation({
    mutationFn: (input: Omit<UploadLogoInput, "id">) => uploadInstitutionLogo({ ...input, id }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: () => deleteInstitutionLogo(id), onSuccess: refresh });
  return { upload, remove };
}
