import { KeyRound } from "lucide-react";
import { SettingsSection } from "../components/settings-section";

/** Route module for `/settings/login-and-security`. */
export function Component() {
  return (
    <SettingsSection
      title="Login and security"
      description="How you sign in to KEEN Cards."
      icon={KeyRound}
      panelTitle="Sign-in settings"
      panelText="Your sign-in email and password options will be managed here."
    />
  );
}
