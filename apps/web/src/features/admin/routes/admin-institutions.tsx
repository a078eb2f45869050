import { Building2, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AdminFeaturePage } from "../components/admin-feature-page";

/** Route module for `/admin/institutions`. */
export function Component() {
  return (
    <AdminFeaturePage
      title="Institutions"
      description="Every institution in the community and its public profile."
      icon={Building2}
      panelText="The institution list is coming in a later release. You will find, create and edit institution profiles here."
      actions={
        <>
          <Button asChild>
            <Link to="/admin/institutions/create">
              <Plus aria-hidden />
              New institution
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin">Back to Admin Portal</Link>
          </Button>
        </>
      }
    />
  );
}
