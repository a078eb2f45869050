import { useQuery } from "@tanstack/react-query";
import { FilePen, Library, UserRoundSearch } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useCurrentUser } from "@/features/auth";
import { cardsQueryOptions, useCardsByUser } from "@/features/cards";
import { RelatedMemberList, useRelatedMembers } from "@/features/members";
import { DashboardCardList } from "./dashboard-card-list";
import { DashboardPanel } from "./dashboard-panel";
import { QuickActions } from "./quick-actions";

const panelEmptyClass = "border-0 bg-transparent px-2 py-4";

/** "Good morning" / "Good afternoon" / "Good evening" for the given hour. */
export function getGreeting(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

/** The home page for signed-in members: greeting, shortcuts and their activity panels. */
export function Dashboard() {
  const { isLoading, userData, user_id: userId } = useCurrentUser();
  const drafts = useCardsByUser(userId, { status: "draft", sort: "newest", pageSize: 4 });
  // Card lists need the member row, which a first sign-in creates: wait for it (no 403 race).
  const published = useQuery({ ...cardsQueryOptions({ sort: "newest", pageSize: 4 }), enabled: !!userId });
  const related = useRelatedMembers(userId);
  const suggested = related.data?.slice(0, 4);
  const greeting = getGreeting(new Date().getHours());
  const firstName = userData?.firstName?.trim();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          {firstName ? `${greeting}, ${firstName}` : greeting}
        </h1>
        <p className="mt-2 text-lg text-slate-600">Pick up where you left off, or start something new.</p>
      </header>
      <QuickActions />
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <DashboardPanel
          id="drafts-title"
          title="Your drafts"
          viewAll={{ label: "My cards", to: "/card/my-cards" }}
          isLoading={isLoading || drafts.isLoading}
        >
          <DashboardCardList
            cards={drafts.data?.items}
            empty={
              <EmptyState
                className={panelEmptyClass}
                icon={FilePen}
                title="Drafts in progress"
                description="Cards you are writing will wait here until you publish them."
                actions={
                  <Button asChild size="sm">
                    <Link to="/card/create">Create a card</Link>
                  </Button>
                }
              />
            }
          />
        </DashboardPanel>
        <DashboardPanel
          id="published-title"
          title="Recently published"
          viewAll={{ label: "All cards", to: "/card" }}
          isLoading={isLoading || published.isLoading}
        >
          <DashboardCardList
            cards={published.data?.items}
            empty={
              <EmptyState
                className={panelEmptyClass}
                icon={Library}
                title="Fresh from the community"
                description="Newly published cards from colleagues will appear here."
                actions={
                  <Button asChild size="sm" variant="outline">
                    <Link to="/card">Browse cards</Link>
                  </Button>
                }
              />
            }
          />
        </DashboardPanel>
        <DashboardPanel
          id="members-title"
          title="Suggested members"
          viewAll={{ label: "Find members", to: "/search?types=user" }}
          isLoading={isLoading || related.isLoading}
        >
          {suggested?.length ? (
            <div className="-mx-2">
              <RelatedMemberList members={suggested} />
            </div>
          ) : (
            <EmptyState
              className={panelEmptyClass}
              icon={UserRoundSearch}
              title="Tell us what you teach"
              description="Add your institution, disciplines and interests to your profile and we will suggest colleagues who share them."
              actions={
                <Button asChild size="sm" variant="outline">
                  <Link to="/settings/personal-information">Update profile</Link>
                </Button>
              }
            />
          )}
        </DashboardPanel>
      </div>
    </div>
  );
}
