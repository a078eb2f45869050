import { Handshake } from "lucide-react";
import { AdminFeaturePage } from "../components/admin-feature-page";

/** Route module for `/admin/keen-partners-editor`. */
export function Component() {
  return (
    <AdminFeaturePage
      title="KEEN partners"
      description="The page that introduces the network's partner institutions."
      icon={Handshake}
      panelText="The partners page editor is coming in a later release. You will edit the page's content and see it as visitors will."
    />
  );
}
