import type { User } from "@keen/contracts";
import { Skeleton } from "@/components/ui/skeleton";
import { useDegrees } from "../api";
import { DegreeList } from "../components/degree-list";
import { EditDialog } from "./edit/edit-dialog";
import { DegreesEditor } from "./edit/lazy-editors";
import { EmptyHint, ProfileCard, ProfileSection } from "./profile-section";

/** The member's degrees (hidden on others' profiles when there are none). */
export function DegreesSection({ member, isOwn }: { member: User; isOwn: boolean }) {
  const degrees = useDegrees(member.userId);
  const list = degrees.data ?? [];
  if (!isOwn && !degrees.isLoading && list.length === 0) return null;

  return (
    <ProfileCard>
      <ProfileSection
        id="profile-degrees"
        title="Education"
        action={
          isOwn ? (
            <EditDialog
              label="Edit degrees"
              title="Degrees"
              description="Level, field, institution and year of each degree."
            >
              {() => <DegreesEditor member={member} />}
            </EditDialog>
          ) : undefined
        }
      >
        {degrees.isLoading ? (
          <div className="flex flex-col gap-3" aria-hidden>
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        ) : list.length ? (
          <DegreeList degrees={list} />
        ) : (
          <EmptyHint>Add your degrees so colleagues know your background.</EmptyHint>
        )}
      </ProfileSection>
    </ProfileCard>
  );
}
