import { useCurrentUser } from "@/features/auth";
import { useIdentityAccount, useIdentitySubject } from "../api/get-identity-account";
import { SettingsPage } from "../components/settings-page";
import { SettingsPanel } from "../components/settings-panel";
import { ChangeEmailForm } from "../login-security/change-email-form";
import { ChangePasswordForm } from "../login-security/change-password-form";
import { DeleteAccountDialog } from "../login-security/delete-account-dialog";
import { EmailStatus } from "../login-security/email-status";

/** Route module for `/settings/login-and-security`: email, password and account deletion. */
export function Component() {
  const sub = useIdentitySubject();
  const account = useIdentityAccount();
  const { userData, email } = useCurrentUser();
  const signInEmail = account.data?.email ?? email;

  return (
    <SettingsPage
      title="Login and security"
      description="How you sign in to KEEN Cards. Changes here apply to your sign-in account."
    >
      <SettingsPanel
        id="email"
        title="Email address"
        description="You sign in with this address, and we send account messages to it."
      >
        <EmailStatus account={account.data} isLoading={account.isLoading} sub={sub} />
        <div className="mt-6 border-t border-slate-100 pt-5">
          <ChangeEmailForm sub={sub} currentEmail={signInEmail} />
        </div>
      </SettingsPanel>
      <SettingsPanel
        id="password"
        title="Password"
        description="Choose a password you don’t use anywhere else."
      >
        <ChangePasswordForm sub={sub} email={signInEmail} />
      </SettingsPanel>
      <SettingsPanel
        id="delete-account"
        tone="danger"
        title="Delete account"
        description="Permanently remove your account and personal data. Published cards stay available to the community."
      >
        <DeleteAccountDialog userId={userData?.userId} email={userData?.email ?? signInEmail} />
      </SettingsPanel>
    </SettingsPage>
  );
}
