import type { OnboardingSchema, User } from "@keen/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { memberKeys } from "@/features/members";
import { apiClient } from "@/lib/api-client";
import { toLowerCamelKeys } from "@/lib/lower-camel-keys";

export type OnboardingValues = z.output<typeof OnboardingSchema>;

function isMember(value: unknown): value is User {
  return !!value && typeof value === "object" && "userId" in value && "isOnboarded" in value;
}

/**
 * Saves the onboarding answers (`PUT /User/me/Onboarding`). Validation failures (400) are left to the
 * form, which shows them on the fields, so they raise no extra notification.
 */
export async function completeOnboarding(values: OnboardingValues): Promise<User | undefined> {
  const { data } = await apiClient.put<unknown>("/User/me/Onboarding", values, { quietStatuses: [400] });
  const member = toLowerCamelKeys(data);
  return isMember(member) ? member : undefined;
}

/**
 * The onboarding submit; refreshes the current member so the onboarding redirect stops. A fetch of
 * the member still in flight (started before onboarding was done) is cancelled first: its answer
 * would put the not-yet-onboarded member back and send them to onboarding again.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async (member) => {
      await queryClient.cancelQueries({ queryKey: memberKeys.current(), exact: true });
      if (member) queryClient.setQueryData(memberKeys.current(), member);
      await queryClient.invalidateQueries({ queryKey: memberKeys.current() });
    },
  });
}
