import type { User } from "@keen/contracts";
import { Skeleton } from "@/components/ui/skeleton";
import { usePublications } from "../api";
import { PublicationList } from "../components/publication-list";
import { EditDialog } from "./edit/edit-dialog";
import { PublicationsEditor } from "./edit/lazy-editors";
import { EmptyHint, ProfileCard, ProfileSection } from "./profile-section";

/** The member's publications (hidden on others' profiles when there are none). */
export function PublicationsSection({ member, isOwn }: { member: User; isOwn: boolean }) {
  const publications = usePublications(member.userId);
  const list = publications.data ?? [];
  if (!isOwn && !publications.isLoading && list.length === 0) return null;

  return (
    <ProfileCard>
      <ProfileSection
        id="profile-publications"
        title="Publications"
        action={
          isOwn ? (
            <EditDialog
              label="Edit publications"
              title="Publications"
              description="Title, authors, venue, year and a link or DOI."
            >
              {() => <PublicationsEditor member={member} />}
            </EditDialog>
          ) : undefined
        }
      >
        {publications.isLoading ? (
          <div className="flex flex-col gap-3" aria-hidden>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-4/5" />
          </div>
        ) : list.length ? (
          <PublicationList publications={list} />
        ) : (
          <EmptyHint>Add papers, books or talks, with a link or DOI so colleagues can read them.</EmptyHint>
        )}
      </ProfileSection>
    </ProfileCard>
  );
}
