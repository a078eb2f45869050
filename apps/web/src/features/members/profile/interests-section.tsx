import type { User } from "@keen/contracts";
import { ChipList } from "../components/chip-list";
import { EditDialog } from "./edit/edit-dialog";
import { LookupListEditor } from "./edit/lazy-editors";
import { EmptyHint, ProfileCard, ProfileSection } from "./profile-section";

type Kind = "Discipline" | "Interest" | "Membership";

const groups: {
  kind: Kind;
  field: "disciplines" | "interests" | "memberships";
  title: string;
  empty: string;
}[] = [
  { kind: "Discipline", field: "disciplines", title: "Disciplines", empty: "Add the fields you teach in." },
  {
    kind: "Interest",
    field: "interests",
    title: "Interests",
    empty: "Add teaching and research topics you care about.",
  },
  {
    kind: "Membership",
    field: "memberships",
    title: "Professional memberships",
    empty: "Add the societies and networks you belong to.",
  },
];

/** Disciplines, interests and memberships as chips; each group editable on the own profile. */
export function InterestsSection({ member, isOwn }: { member: User; isOwn: boolean }) {
  const shown = groups.filter((g) => isOwn || member[g.field].length > 0);
  if (shown.length === 0) return null;
  return (
    <ProfileCard>
      <ProfileSection id="teaching" title="Teaching and research">
        <div className="flex flex-col gap-6">
          {shown.map((group) => (
            <ProfileSection
              key={group.kind}
              id={`profile-${group.field}`}
              title={group.title}
              level="h3"
              action={
                isOwn ? (
                  <EditDialog label={`Edit ${group.title.toLowerCase()}`} title={group.title}>
                    {() => <LookupListEditor member={member} kind={group.kind} />}
                  </EditDialog>
                ) : undefined
              }
            >
              {member[group.field].length ? (
                <ChipList
                  items={member[group.field]}
                  label={group.title}
                  tone={group.kind === "Membership" ? "neutral" : "brand"}
                />
              ) : (
                <EmptyHint>{group.empty}</EmptyHint>
              )}
            </ProfileSection>
          ))}
        </div>
      </ProfileSection>
    </ProfileCard>
  );
}
