import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { FeaturePage } from "@/components/layout/feature-page";
import { Button } from "@/components/ui/button";

/** Route module for `/members/:id`: another member's profile. */
export function Component() {
  return (
    <FeaturePage
      breadcrumbs={[{ label: "Members", to: "/search?types=user" }, { label: "Member profile" }]}
      title="Member profile"
      description="Who this educator is, where they teach and what they have shared."
      icon={UserRound}
      panelTitle="Profile details"
      panelText="The member's title, institutions, disciplines, interests and published cards will appear here."
      actions={
        <Button asChild variant="outline">
          <Link to="/search?types=user">Find other members</Link>
        </Button>
      }
    />
  );
}
