import { CircleUserRound } from "lucide-react";
import { Link } from "react-router";
import { FeaturePage } from "@/components/layout/feature-page";
import { Button } from "@/components/ui/button";

/** Route module for `/members/me`: the signed-in member's own profile. */
export function Component() {
  return (
    <FeaturePage
      eyebrow="Account"
      title="My profile"
      description="How colleagues see you: your background, teaching interests and shared work."
      icon={CircleUserRound}
      panelTitle="Your public profile"
      panelText="Your title, institutions, disciplines, interests, degrees and publications will be shown here as other members see them."
      actions={
        <Button asChild>
          <Link to="/settings/personal-information">Edit personal information</Link>
        </Button>
      }
    />
  );
}
