import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { FeaturePage } from "@/components/layout/feature-page";
import { Button } from "@/components/ui/button";

/** Route module for `/institution/:id`: an institution's page (profile data arrives with the institutions feature). */
export function Component() {
  return (
    <FeaturePage
      breadcrumbs={[
        { label: "Home", to: "/" },
        { label: "KEEN Partners", to: "/keen-partners" },
        { label: "Institution" },
      ]}
      title="Institution"
      description="Where an institution introduces itself to the community."
      icon={Building2}
      panelTitle="Institution profile"
      panelText="The institution's profile, featured cards, leaders, fellows, rising stars and statistics will appear here."
      actions={
        <>
          <Button asChild>
            <Link to="/keen-partners">See all partners</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/search?types=user">Find members</Link>
          </Button>
        </>
      }
    />
  );
}
