import { FileLock2, Layers } from "lucide-react";
import { StatusLink, StatusView } from "@/components/errors/status-view";

/**
 * Shown when `?version=draft` is refused (403): the draft was shared for feedback and the request
 * was withdrawn or answered, or it was never shared with this member. The published card may still
 * be open to them.
 */
export function DraftUnavailable({ cardId }: { cardId: string }) {
  return (
    <StatusView
      icon={FileLock2}
      tone="warning"
      title="This draft is not shared with you"
      documentTitle="Draft not available"
      description={
        <p>
          Its authors share a draft with the members they ask for feedback, until the request is answered or
          withdrawn. The published card, if there is one, is open to every member.
        </p>
      }
      actions={
        <>
          <StatusLink to={`/card/${cardId}`} icon={Layers}>
            Open the published card
          </StatusLink>
          <StatusLink to="/card" variant="outline">
            Browse cards
          </StatusLink>
        </>
      }
    />
  );
}
