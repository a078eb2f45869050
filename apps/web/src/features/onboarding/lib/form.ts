import { InstitutionProposalWriteSchema, OnboardingSchema, type User } from "@keen/contracts";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";

/**
 * The onboarding form: the shared onboarding fields, plus how the member names their institution:
 * chosen from the list (`institutionId`, required then), or proposed because it is not listed
 * (`proposal`, validated by the shared proposal schema then; sent before the onboarding).
 */
export const OnboardingFormSchema = OnboardingSchema.extend({
  institutionId: z.string(),
  institutionChoice: z.enum(["listed", "unlisted"]),
  proposal: z.object({ name: z.string(), city: z.string(), country: z.string(), website: z.string() }),
}).superRefine((values, context) => {
  if (values.institutionChoice === "listed") {
    if (!z.uuid().safeParse(values.institutionId).success)
      context.addIssue({ code: "custom", path: ["institutionId"], message: "Choose your institution" });
    return;
  }
  const proposal = InstitutionProposalWriteSchema.safeParse(values.proposal);
  for (const issue of proposal.error?.issues ?? []) {
    const message =
      issue.path[0] === "name" && issue.code === "too_small" ? "Name your institution" : issue.message;
    context.addIssue({ code: "custom", path: ["proposal", ...issue.path], message });
  }
});

export type OnboardingFormInput = z.input<typeof OnboardingFormSchema>;
export type OnboardingFormOutput = z.output<typeof OnboardingFormSchema>;
export type OnboardingForm = UseFormReturn<OnboardingFormInput, unknown, OnboardingFormOutput>;

/** Starting values: whatever the member record already knows (names from the sign-up, for most). */
export function initialOnboardingValues(member: User | undefined): OnboardingFormInput {
  return {
    firstName: member?.firstName ?? "",
    lastName: member?.lastName ?? "",
    title: member?.title ?? "",
    institutionId: member?.institutions[0]?.id ?? "",
    institutionChoice: "listed",
    proposal: { name: "", city: "", country: "", website: "" },
    disciplineIds: member?.disciplines.map((d) => d.id) ?? [],
    interestIds: member?.interests.map((i) => i.id) ?? [],
    membershipIds: member?.memberships.map((m) => m.id) ?? [],
  };
}

/** What `PUT /User/me/Onboarding` takes: no institution when the member proposed theirs. */
export function toOnboardingInput(values: OnboardingFormOutput): z.output<typeof OnboardingSchema> {
  const { institutionChoice, proposal: _proposal, institutionId, ...rest } = values;
  return institutionChoice === "listed" ? { ...rest, institutionId } : rest;
}
