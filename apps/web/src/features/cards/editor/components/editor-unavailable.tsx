import type { LucideIcon } from "lucide-react";
import { CloudOff, FileQuestion, Lock, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageContainer } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

type Reason = "not-found" | "forbidden" | "deleted" | "load-failed";

const copy: Record<Reason, { icon: LucideIcon; title: string; text: string }> = {
  "not-found": {
    icon: FileQuestion,
    title: "We couldn't find that card",
    text: "It may have been deleted, or the link is wrong. Drafts are only visible to their authors and editors.",
  },
  forbidden: {
    icon: Lock,
    title: "You can't edit this card",
    text: "Only its authors and editors can change it. Ask an author to add you as an editor if you'd like to help.",
  },
  "load-failed": {
    icon: CloudOff,
    title: "The card didn't load",
    text: "The connection to KEEN dropped or the server is busy. Nothing you saved is lost — try again in a moment.",
  },
  deleted: {
    icon: Trash2,
    title: "This card is deleted",
    text: "Restore it to keep editing. Restoring brings back its draft, versions and files as they were.",
  },
};

/** Why the editor can't open a card, with the ways onward. */
export function EditorUnavailable({
  reason,
  cardId,
  action,
}: {
  reason: Reason;
  cardId?: string;
  action?: ReactNode;
}) {
  const { icon, title, text } = copy[reason];
  return (
    <PageContainer>
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        icon={icon}
        title={title}
        description={text}
        actions={
          <>
            {action}
            {reason === "forbidden" && cardId ? (
              <Button asChild variant={action ? "outline" : "default"}>
                <Link to={`/card/${cardId}`}>View the card</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link to="/card/my-cards">Go to My cards</Link>
            </Button>
          </>
        }
      />
    </PageContainer>
  );
}
