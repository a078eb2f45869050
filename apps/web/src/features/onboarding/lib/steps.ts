import type { OnboardingFormInput } from "./form";

export type OnboardingField = keyof OnboardingFormInput;

export type OnboardingStep = {
  id: "profile" | "institution" | "interests";
  title: string;
  description: string;
  /** The fields validated before leaving this step. */
  fields: OnboardingField[];
};

/** The onboarding steps, in order. */
export const onboardingSteps: readonly OnboardingStep[] = [
  {
    id: "profile",
    title: "About you",
    description: "Tell colleagues who you are. This is how your name appears on cards you author.",
    fields: ["firstName", "lastName", "title"],
  },
  {
    id: "institution",
    title: "Your institution",
    description: "Where do you teach or work? Members often browse by institution.",
    fields: ["institutionId", "proposal"],
  },
  {
    id: "interests",
    title: "Your interests",
    description: "We use these to suggest cards and people. You can change them later in your profile.",
    fields: ["disciplineIds", "interestIds", "membershipIds"],
  },
];

const allFields = new Set<string>(onboardingSteps.flatMap((s) => s.fields));

/**
 * The form field a server-side issue refers to (`"disciplineIds.0"` or `"body.title"` → the field),
 * or undefined when it names none of the form's fields.
 */
export function toOnboardingField(path: string): OnboardingField | undefined {
  return path.split(/[.[\]]/).find((part) => allFields.has(part)) as OnboardingField | undefined;
}

/** The index of the first step holding any of the given fields (so the form can show it). */
export function firstStepWith(fields: readonly OnboardingField[]): number {
  const index = onboardingSteps.findIndex((s) => s.fields.some((f) => fields.includes(f)));
  return index === -1 ? 0 : index;
}

/** An in-app path to return to after onboarding, defaulting to home. */
export const DEFAULT_RETURN_PATH = "/";
