import { useCurrentUser } from "@/features/auth";
import { EditorSection, FieldGroup } from "../components/editor-section";
import { AuthorsList } from "../components/people/authors-list";
import { EditorsList } from "../components/people/editors-list";
import { useEditorContext } from "../editor-context";

/** Authors (credited, ordered) and editors (may edit) of the card. Changes apply at once, not via the draft. */
export function PeopleSection() {
  const { card } = useEditorContext();
  const { user_id } = useCurrentUser();
  return (
    <EditorSection
      id="people"
      title="Authors & editors"
      description={
        card.abilities.manageAuthors
          ? "Authors are credited in this order. Changes here apply straight away."
          : "Only authors can change who is credited or who may edit."
      }
    >
      <FieldGroup
        title="Authors"
        description="Members, or co-authors without an account. A card always keeps at least one member author."
      >
        <AuthorsList currentUserId={user_id} />
      </FieldGroup>
      <FieldGroup
        title="Editors"
        description="Colleagues who help edit the draft but aren't credited as authors."
      >
        <EditorsList currentUserId={user_id} />
      </FieldGroup>
    </EditorSection>
  );
}
