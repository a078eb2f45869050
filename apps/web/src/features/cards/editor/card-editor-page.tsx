import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useCard } from "@/features/cards/api/get-card";
import { cardImagesQueryOptions } from "@/features/cards/api/get-card-images";
import { useRestoreCard } from "@/features/cards/api/restore-card";
import { isApiError } from "@/lib/api-client";
import { notify } from "@/lib/notifications";
import { CardEditor, type CardEditorSettings } from "./card-editor";
import { EditorSkeleton } from "./components/editor-skeleton";
import { EditorUnavailable } from "./components/editor-unavailable";

/**
 * Loads a card's draft for editing and shows the editor, a skeleton while loading, or why it
 * can't be edited (unknown card, not an author or editor, deleted with a Restore button).
 */
export function CardEditorPage({ id, settings }: { id: string; settings?: CardEditorSettings }) {
  const card = useCard(id, "draft");
  // Inline images are shown through signed URLs from this list, so the editor waits for it.
  const images = useQuery({ ...cardImagesQueryOptions(id), enabled: !!card.data?.abilities.edit });
  const restore = useRestoreCard();

  if (card.isLoading || (card.data && images.isLoading)) return <EditorSkeleton />;
  if (card.error || !card.data) {
    const status = isApiError(card.error) ? card.error.status : undefined;
    if (status === 403) return <EditorUnavailable reason="forbidden" cardId={id} />;
    if (status === 404 || status === 400) {
      return (
        <EditorUnavailable
          reason="not-found"
          action={
            <Button asChild>
              <Link to="/card/create">Create a card</Link>
            </Button>
          }
        />
      );
    }
    return (
      <EditorUnavailable
        reason="load-failed"
        action={
          <Button onClick={() => void card.refetch()} isLoading={card.isFetching}>
            Try again
          </Button>
        }
      />
    );
  }
  const loaded = card.data;
  if (loaded.isDeleted) {
    return (
      <EditorUnavailable
        reason="deleted"
        action={
          loaded.abilities.restore ? (
            <Button
              isLoading={restore.isPending}
              onClick={() =>
                restore.mutate(id, {
                  onSuccess: () =>
                    notify({ type: "success", title: "Card restored", message: "You can keep editing." }),
                })
              }
            >
              Restore card
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (!loaded.abilities.edit) return <EditorUnavailable reason="forbidden" cardId={id} />;
  return <CardEditor key={loaded.id} card={loaded} settings={settings} />;
}
