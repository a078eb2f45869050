import type { User, UserProfileUpdateInput } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { toLowerCamelKeys } from "@/lib/lower-camel-keys";
import { memberKeys } from "./member-keys";
import { refreshMember } from "./refresh-member";

/**
 * Saves the signed-in member's own fields: names, title, bio (`PUT /User/me`). Validation failures
 * (400) are left to the form, which shows them on the fields.
 */
export async function updateProfile(values: UserProfileUpdateInput): Promise<User> {
  const { data } = await apiClient.put<unknown>("/User/me", values, { quietStatuses: [400] });
  return toLowerCamelKeys(data) as User;
}

/** The about-me form's submit; puts the saved record in the cache and refreshes everything about it. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (member) => {
      queryClient.setQueryData(memberKeys.current(), member);
      queryClient.setQueryData(memberKeys.detail(member.userId), member);
      await refreshMember(queryClient, member.userId);
    },
  });
}
