import { Bell } from "lucide-react";
import { SettingsSection } from "../components/settings-section";

/** Route module for `/settings/notifications`. */
export function Component() {
  return (
    <SettingsSection
      title="Notifications"
      description="Choose which updates reach you and how."
      icon={Bell}
      panelTitle="Notification preferences"
      panelText="You will choose here which updates you receive about reviews, comments, co-authoring invitations and messages."
    />
  );
}
