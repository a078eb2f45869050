import { Users } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { useRelatedMembers } from "../api";
import { RelatedMemberList } from "../components/related-members";
import { ProfileCard, ProfileSection } from "./profile-section";

/** Members related by institution, disciplines, interests and co-authored cards, with the reasons. */
export function RelatedMembersPanel({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const related = useRelatedMembers(userId);

  return (
    <ProfileCard className="p-4 sm:p-5">
      <ProfileSection id="related-members" title={isOwn ? "Colleagues you may know" : "Related members"}>
        {related.isLoading ? (
          <div className="flex flex-col gap-4" aria-hidden>
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
            ))}
          </div>
        ) : related.data?.length ? (
          <div className="-mx-2">
            <RelatedMemberList members={related.data} />
          </div>
        ) : (
          <div className="flex flex-col items-start gap-2 text-sm text-slate-600">
            <Users aria-hidden className="size-5 text-slate-400" />
            <p>
              {isOwn
                ? "Add your institution, disciplines and interests to meet colleagues who share them."
                : "No related members yet."}
            </p>
            <Link to="/search?types=user" className="font-medium text-brand-700 hover:underline">
              Search members
            </Link>
          </div>
        )}
      </ProfileSection>
    </ProfileCard>
  );
}
