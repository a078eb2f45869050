import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { refreshOwnMember } from "./upload-profile-picture";

/** Removes the signed-in member's picture (`DELETE /User/Me/ProfilePicture`); initials show instead. */
export async function deleteProfilePicture(): Promise<void> {
  await apiClient.delete("/User/Me/ProfilePicture");
}

/** The "Remove photo" action. */
export function useDeleteProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProfilePicture, onSuccess: () => refreshOwnMember(queryClient) });
}
