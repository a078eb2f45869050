import type { CardAuthor } from "@keen/contracts";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { SortableList } from "@/components/sortable/sortable-list";
import { Button } from "@/components/ui/button";
import { useAddCardAuthor } from "@/features/cards/api/add-card-author";
import { useCardAuthors } from "@/features/cards/api/card-authors";
import { useRemoveCardAuthor } from "@/features/cards/api/remove-card-author";
import { useReorderCardAuthors } from "@/features/cards/api/reorder-card-authors";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { useEditorContext } from "../../editor-context";
import { ExternalAuthorForm } from "./external-author-form";
import { MemberPicker } from "./member-picker";
import { PersonRow, PersonSummary, RemovePersonButton } from "./person-row";

const detailsOf = (a: Pick<CardAuthor, "title" | "institution">) =>
  [a.title, a.institution].filter(Boolean).join(" · ") || null;

/** The card's authors in credit order: drag to reorder, add members or external co-authors, remove. */
export function AuthorsList({ currentUserId }: { currentUserId: string | undefined }) {
  const { card } = useEditorContext();
  const authors = useCardAuthors(card.id).data ?? card.authors;
  const reorder = useReorderCardAuthors(card.id);
  const add = useAddCardAuthor(card.id);
  const remove = useRemoveCardAuthor(card.id);
  const [problem, setProblem] = useState<string>();
  const [isAddingExternal, setAddingExternal] = useState(false);
  const canManage = card.abilities.manageAuthors;
  const isYou = (author: CardAuthor) => !!currentUserId && author.userId === currentUserId;
  const memberIds = new Set(authors.flatMap((a) => (a.userId ? [a.userId] : [])));

  async function handleRemove(author: CardAuthor) {
    setProblem(undefined);
    try {
      await remove.mutateAsync(author.id);
      notify({
        type: "success",
        title: "Author removed",
        message: `${author.name} is no longer credited on this card.`,
      });
    } catch (error) {
      if (isApiError(error)) setProblem(error.message);
    }
  }

  async function handleAdd(input: Parameters<typeof add.mutateAsync>[0], name: string) {
    setProblem(undefined);
    try {
      await add.mutateAsync(input);
      notify({ type: "success", title: "Author added", message: `${name} is now credited as an author.` });
      setAddingExternal(false);
    } catch (error) {
      if (isApiError(error)) setProblem(error.message);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {canManage ? (
        <SortableList
          items={authors}
          getId={(a) => a.id}
          getLabel={(a) => a.name}
          label="Authors in credit order"
          onReorder={(next) => reorder.mutate(next)}
          renderItem={(author) => (
            <PersonSummary
              name={author.name}
              details={detailsOf(author)}
              isExternal={author.isExternal}
              isYou={isYou(author)}
            />
          )}
          renderActions={(author) => (
            <RemovePersonButton
              label={`Remove ${author.name} as an author`}
              onRemove={() => void handleRemove(author)}
            />
          )}
        />
      ) : (
        <ol className="flex flex-col gap-1.5" aria-label="Authors in credit order">
          {authors.map((author) => (
            <li key={author.id}>
              <PersonRow
                name={author.name}
                details={detailsOf(author)}
                isExternal={author.isExternal}
                isYou={isYou(author)}
              />
            </li>
          ))}
        </ol>
      )}
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      {canManage ? (
        <div className="flex flex-col gap-2">
          <MemberPicker
            label="Add an author: search members by name"
            excludeIds={memberIds}
            onPick={(m) =>
              void handleAdd({ kind: "member", userId: m.userId }, `${m.firstName} ${m.lastName}`)
            }
          />
          {isAddingExternal ? (
            <ExternalAuthorForm
              isPending={add.isPending}
              onCancel={() => setAddingExternal(false)}
              onSubmit={(a) => handleAdd({ kind: "external", ...a }, a.name)}
            />
          ) : (
            <Button variant="link" className="h-auto self-start px-0" onClick={() => setAddingExternal(true)}>
              <UserPlus aria-hidden />
              Add a co-author without an account
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
