import type { CardDetail } from "@keen/contracts";
import { PersonCard } from "./person-card";
import { SectionBlock } from "./section-block";

/** The Authors tab: the card's authors in their order, then its editors. */
export function AuthorsSection({ card }: { card: CardDetail }) {
  return (
    <div className="space-y-12">
      <SectionBlock title="Authors" description="The people credited for this card, in the order they chose.">
        <ul className="grid gap-4 sm:grid-cols-2">
          {card.authors.map((author, index) => (
            <li key={author.id}>
              <PersonCard person={author} role={index === 0 ? "Lead author" : undefined} />
            </li>
          ))}
        </ul>
      </SectionBlock>
      {card.editors.length > 0 ? (
        <SectionBlock
          title="Editors"
          description="Colleagues who help the authors keep this card up to date."
        >
          <ul className="grid gap-4 sm:grid-cols-2">
            {card.editors.map((editor) => (
              <li key={editor.userId}>
                <PersonCard person={{ ...editor, isExternal: false }} />
              </li>
            ))}
          </ul>
        </SectionBlock>
      ) : null}
    </div>
  );
}
