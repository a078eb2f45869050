import { Outlet } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { SettingsNav } from "../components/settings-nav";

/** Route module for `/settings/*`: the settings frame with its section navigation. */
export function Component() {
  return (
    <PageContainer>
      <PageHeader title="Settings" description="Manage your profile, sign-in and notification preferences." />
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <SettingsNav />
        <div>
          <Outlet />
        </div>
      </div>
    </PageContainer>
  );
}
