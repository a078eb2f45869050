import { FileStack } from "lucide-react";
import { AdminFeaturePage } from "../components/admin-feature-page";

/** Route module for `/admin/cms`. */
export function Component() {
  return (
    <AdminFeaturePage
      title="CMS pages"
      description="The content-managed pages of the site, addressed by their slug."
      icon={FileStack}
      panelText="The page editor is coming in a later release. You will create pages, edit their content and switch them on or off here."
    />
  );
}
