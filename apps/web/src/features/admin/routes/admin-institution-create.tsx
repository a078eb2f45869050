import { Building2 } from "lucide-react";
import { AdminFeaturePage } from "../components/admin-feature-page";

/** Route module for `/admin/institutions/create`. */
export function Component() {
  return (
    <AdminFeaturePage
      title="New institution"
      description="Add an institution so its members, cards and leaders can be shown together."
      icon={Building2}
      trail={[{ label: "Institutions", to: "/admin/institutions" }]}
      panelText="The institution form is coming in a later release: name, logo, location, website and description."
    />
  );
}
