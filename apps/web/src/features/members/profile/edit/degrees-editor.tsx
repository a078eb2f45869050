import type { User } from "@keen/contracts";
import { useDegrees } from "../../api";
import { DegreeList } from "../../components/degree-list";
import { describeDegree } from "../../components/degree-text";
import { DegreeForm } from "./degree-form";
import { EntriesEditor } from "./entries-editor";

/** The member's degrees with edit and remove per row, and a form to add one. */
export function DegreesEditor({ member }: { member: User }) {
  const degrees = useDegrees(member.userId);
  const suggestions = member.institutions.map((i) => i.name);

  return (
    <EntriesEditor
      userId={member.userId}
      entries={degrees}
      kind="Degree"
      noun="degree"
      emptyText="No degrees yet. Add your highest degree first."
      describe={describeDegree}
      renderList={(list, renderActions) => <DegreeList degrees={list} renderActions={renderActions} />}
      renderForm={({ entry, onCancel, onSaved }) => (
        <DegreeForm
          userId={member.userId}
          degree={entry}
          institutionSuggestions={suggestions}
          onDone={onCancel}
          onSaved={onSaved}
        />
      )}
    />
  );
}
