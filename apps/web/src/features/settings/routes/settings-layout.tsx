import { Outlet } from "react-router";
import { PageContainer, PageHeader } from "@/components/layout/page";
import { SettingsNav } from "../components/settings-nav";

/** Route module for `/settings/*`: the settings frame with its section navigation. */
export function Component() {
  return (
    <PageContainer>
      <PageHeader
        className="mb-6 sm:mb-10"
        title="Settings"
        description="Manage your profile, sign-in and notification preferences."
      />
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <SettingsNav />
        </div>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </PageContainer>
  );
}
