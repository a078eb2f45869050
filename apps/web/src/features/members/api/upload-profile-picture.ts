import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { memberKeys } from "./member-keys";
import { refreshMember } from "./refresh-member";

export type UploadProfilePictureInput = {
  file: File;
  /** Called with the share of the upload sent so far, 0–1 (at most 3 times a second). */
  onProgress?: (fraction: number) => void;
};

/**
 * Uploads a new profile picture (`POST /User/Me/ProfilePicture`, multipart field `file`); the server
 * crops it square and re-encodes it. Refusals (wrong type 415, too large 413, unreadable 400) are
 * left to the picture editor, which shows their message beside the picture.
 */
export async function uploadProfilePicture({ file, onProgress }: UploadProfilePictureInput): Promise<void> {
  const body = new FormData();
  body.append("file", file);
  await apiClient.post("/User/Me/ProfilePicture", body, {
    quietStatuses: [400, 413, 415],
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(event.loaded / event.total);
    },
  });
}

/** The picture upload; refreshes the member so every avatar shows the new picture. */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: () => refreshOwnMember(queryClient),
  });
}

/** Refreshes the signed-in member's record and profile after a picture change. */
export async function refreshOwnMember(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  const me = queryClient.getQueryData<{ userId: string }>(memberKeys.current());
  await (me
    ? refreshMember(queryClient, me.userId)
    : queryClient.invalidateQueries({ queryKey: memberKeys.current() }));
}
