import { OnboardingSchema, type User } from "@keen/contracts";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";

export { OnboardingSchema };
export type OnboardingFormInput = z.input<typeof OnboardingSchema>;
export type OnboardingFormOutput = z.output<typeof OnboardingSchema>;
export type OnboardingForm = UseFormReturn<OnboardingFormInput, unknown, OnboardingFormOutput>;

/** Starting values: whatever the member record already knows (names from the sign-up, for most). */
export function initialOnboardingValues(member: User | undefined): OnboardingFormInput {
  return {
    firstName: member?.firstName ?? "",
    lastName: member?.lastName ?? "",
    title: member?.title ?? "",
    institutionId: member?.institutions[0]?.id ?? "",
    disciplineIds: member?.disciplines.map((d) => d.id) ?? [],
    interestIds: member?.interests.map((i) => i.id) ?? [],
    membershipIds: member?.memberships.map((m) => m.id) ?? [],
  };
}
