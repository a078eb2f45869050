import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FeaturePage } from "@/components/layout/feature-page";
import type { Crumb } from "@/components/layout/page";
import { Button } from "@/components/ui/button";

type AdminFeaturePageProps = {
  title: string;
  description: string;
  icon: LucideIcon;
  panelText: string;
  trail?: Crumb[];
  actions?: ReactNode;
};

/** An admin tool page whose editor ships in a later release: title, purpose and the way back. */
export function AdminFeaturePage({
  title,
  description,
  icon,
  panelText,
  trail = [],
  actions,
}: AdminFeaturePageProps) {
  return (
    <FeaturePage
      breadcrumbs={[{ label: "Admin Portal", to: "/admin" }, ...trail, { label: title }]}
      title={title}
      description={description}
      icon={icon}
      panelTitle="Arriving in a later release"
      panelText={panelText}
      actions={
        actions ?? (
          <Button asChild variant="outline">
            <Link to="/admin">Back to Admin Portal</Link>
          </Button>
        )
      }
    />
  );
}
