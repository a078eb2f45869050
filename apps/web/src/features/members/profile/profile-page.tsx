import type { User } from "@keen/contracts";
import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { Breadcrumbs, PageContainer } from "@/components/layout/page";
import { formatMonthYear, parseDate } from "@/lib/format-date";
import { DegreesSection } from "./degrees-section";
import { InterestsSection } from "./interests-section";
import { MemberCardsSection } from "./member-cards-section";
import { ProfileHeader } from "./profile-header";
import { PublicationsSection } from "./publications-section";
import { RelatedMembersPanel } from "./related-members-panel";

const memberSince = (iso: string) => {
  const date = parseDate(iso);
  return date ? formatMonthYear(date) : "";
};

/**
 * A member's profile: header, teaching interests, education, publications, published cards and
 * related members. `isOwn` adds the edit controls of `/members/me`; `actions` (another member's
 * profile) sit beside the name.
 */
export function ProfilePage({
  member,
  isOwn,
  actions,
}: {
  member: User;
  isOwn: boolean;
  actions?: ReactNode;
}) {
  const name = `${member.firstName} ${member.lastName}`.trim() || "Member";
  return (
    <PageContainer className="py-8 sm:py-10">
      <title>{`${isOwn ? "My profile" : name} · KEEN Cards`}</title>
      <div className="mb-5">
        <Breadcrumbs
          items={
            isOwn
              ? [{ label: "Home", to: "/" }, { label: "My profile" }]
              : [{ label: "Members", to: "/search?types=user" }, { label: name }]
          }
        />
      </div>
      <ProfileHeader member={member} isOwn={isOwn} actions={actions} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <InterestsSection member={member} isOwn={isOwn} />
          <DegreesSection member={member} isOwn={isOwn} />
          <PublicationsSection member={member} isOwn={isOwn} />
          <div className="mt-4">
            <MemberCardsSection member={member} isOwn={isOwn} />
          </div>
        </div>
        <aside aria-label="More about this member" className="flex flex-col gap-6">
          <RelatedMembersPanel userId={member.userId} isOwn={isOwn} />
          <p className="flex items-center gap-2 px-1 text-sm text-slate-600">
            <CalendarDays aria-hidden className="size-4 text-slate-400" />
            Member since {memberSince(member.createdAt)}
          </p>
        </aside>
      </div>
    </PageContainer>
  );
}
