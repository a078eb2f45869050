import type { User } from "@keen/contracts";
import { usePublications } from "../../api";
import { PublicationList } from "../../components/publication-list";
import { EntriesEditor } from "./entries-editor";
import { PublicationForm } from "./publication-form";

/** The member’s publications with edit and remove per row, and a form to add one. */
export function PublicationsEditor({ member }: { member: User }) {
  const publications = usePublications(member.userId);

  return (
    <EntriesEditor
      userId={member.userId}
      entries={publications}
      kind="Publication"
      noun="publication"
      emptyText="No publications yet. Add papers, books or talks colleagues may want to read."
      describe={(publication) => publication.title}
      renderList={(list, renderActions) => (
        <PublicationList publications={list} renderActions={renderActions} />
      )}
      renderForm={({ entry, onCancel, onSaved }) => (
        <PublicationForm userId={member.userId} publication={entry} onCancel={onCancel} onSaved={onSaved} />
      )}
    />
  );
}
