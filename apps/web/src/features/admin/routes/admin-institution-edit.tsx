import { Building2 } from "lucide-react";
import { AdminFeaturePage } from "../components/admin-feature-page";

/** Route module for `/admin/institutions/:id/edit`. */
export function Component() {
  return (
    <AdminFeaturePage
      title="Edit institution"
      description="Update an institution's profile and the order of its featured people and cards."
      icon={Building2}
      trail={[{ label: "Institutions", to: "/admin/institutions" }]}
      panelText="The institution editor is coming in a later release, including reordering of featured cards, leaders, fellows and rising stars."
    />
  );
}
