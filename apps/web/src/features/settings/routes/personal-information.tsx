import { UserRoundPen } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { SettingsSection } from "../components/settings-section";

/** Route module for `/settings/personal-information`. */
export function Component() {
  return (
    <SettingsSection
      title="Personal information"
      description="Your name, title, institutions and teaching interests, as colleagues will see them."
      icon={UserRoundPen}
      panelTitle="Profile form"
      panelText="You will edit your name, title, bio, institutions, disciplines and interests here."
      actions={
        <Button asChild variant="outline">
          <Link to="/members/me">View my profile</Link>
        </Button>
      }
    />
  );
}
